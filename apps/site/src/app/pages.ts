import type { ComponentType } from 'react';
import { MaintenancePage } from '../features/errors/MaintenancePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import type { ArticleEntry } from '../shared/article/types';
import { ROUTE_NAMES } from '@community/contracts';
import { registerSitePages } from '../shared/auth/redirect';
import type { RouteName } from '../shared/routes';

export type LazyPage = () => Promise<{ Component: ComponentType }>;

type ArticleRegistry = Readonly<Partial<Record<RouteName, ArticleEntry>>>;

/**
 * The article pages of a registry (legal pages, writing tips), one per route of the table with the prefix:
 * the registry (titles, summaries, landing page) loads with the first of them, each article's text is a
 * chunk of its own. legal.spec.tsx and writing-tips.spec.tsx check that the registries cover those routes.
 */
function articlePages(prefix: string, registry: () => Promise<ArticleRegistry>): Partial<Record<RouteName, LazyPage>> {
  const out: Partial<Record<RouteName, LazyPage>> = {};
  for (const name of ROUTE_NAMES.filter((n) => n.startsWith(prefix))) {
    out[name] = async () => {
      const entry = (await registry())[name];
      if (!entry) throw new Error(`No article registered for the route "${name}"`);
      return { Component: (await entry.load()).default };
    };
  }
  return out;
}

const legalRegistry = async (): Promise<ArticleRegistry> => (await import('../features/legal')).legalPages;
const writingTipsRegistry = async (): Promise<ArticleRegistry> => (await import('../features/writing-tips')).writingTipsPages;

/**
 * The pages the site has so far, by route name (SPEC 2: every page loads lazily). Paths, layouts and auth
 * rules come from the contracts' route table; every other route of the table shows the coming-soon page of
 * its family until its page is registered here.
 */
export const PAGES: Partial<Record<RouteName, LazyPage>> = {
  index: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  login: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
  register: async () => ({ Component: (await import('../features/auth/RegisterPage')).RegisterPage }),
  confirm: async () => ({ Component: (await import('../features/auth/ConfirmPage')).ConfirmPage }),
  mfa: async () => ({ Component: (await import('../features/auth/MfaPage')).MfaPage }),
  'password-forgot': async () => ({ Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage }),
  'password-reset': async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }),
  'settings-security': async () => ({ Component: (await import('../features/settings/SecuritySettingsPage')).SecuritySettingsPage }),
  logout: async () => ({ Component: (await import('./shell/LogoutPage')).LogoutPage }),
  messages: async () => ({ Component: (await import('../features/messages/MessagesPage')).MessagesPage }),
  'messages-never-miss-match': async () => ({ Component: (await import('../features/messages/NeverMissMatchPage')).NeverMissMatchPage }),
  // Legal pages and writing tips (SPEC 2): the landing pages ship with their registries.
  legal: async () => ({ Component: (await import('../features/legal')).LegalIndexPage }),
  ...articlePages('legal-', legalRegistry),
  'writing-tips': async () => ({ Component: (await import('../features/writing-tips')).WritingTipsIndexPage }),
  ...articlePages('writing-tips-', writingTipsRegistry),
  // Memberships (overlays): what each tier unlocks; prices and checkout come with the payments issue.
  upgrade: async () => ({ Component: (await import('../features/overlays/UpgradePage')).UpgradePage }),
  // Members (issue 7): every profile route opens the profile page on its tab (features/profile/tabs.ts).
  ...Object.fromEntries(
    ROUTE_NAMES.filter((n) => n.startsWith('profile-name')).map((n) => [n, async () => ({ Component: (await import('../features/members/profile/ProfilePage')).ProfilePage })]),
  ),
  search: async () => ({ Component: (await import('../features/members/search/SearchPage')).SearchPage }),
  'search-legacy': async () => ({ Component: (await import('../features/members/search/LegacySearchRedirect')).LegacySearchRedirect }),
  'search-all': async () => ({ Component: (await import('../features/members/search/LegacySearchRedirect')).LegacySearchRedirect }),
  'interactions-tab': async () => ({ Component: (await import('../features/members/interactions/InteractionsPage')).InteractionsPage }),
  'setup-position': async () => ({ Component: (await import('../features/members/setup/SetupPage')).SetupPage }),
  'settings-name': async () => ({ Component: (await import('../features/members/settings/NameSettingsPage')).NameSettingsPage }),
  'settings-privacy': async () => ({ Component: (await import('../features/members/settings/PrivacySettingsPage')).PrivacySettingsPage }),
  'settings-profile-type': async () => ({ Component: (await import('../features/members/settings/ProfileTypeSettingsPage')).ProfileTypeSettingsPage }),
  'settings-wink': async () => ({ Component: (await import('../features/members/settings/WinkSettingsPage')).WinkSettingsPage }),
  tickets: async () => ({ Component: (await import('../features/tickets/TicketsPages')).TicketsPage }),
  'tickets-create': async () => ({ Component: (await import('../features/tickets/TicketsPages')).TicketCreatePage }),
  'tickets-reference': async () => ({ Component: (await import('../features/tickets/TicketsPages')).TicketPage }),
  activity: async () => ({ Component: (await import('../features/members/activity/ActivityPage')).ActivityPage }),
  'activity-card': async () => ({ Component: (await import('../features/members/activity/ActivityPage')).ActivityPage }),
  'activity-card-type': async () => ({ Component: (await import('../features/members/activity/ActivityPage')).ActivityPage }),
  newactivity: async () => ({ Component: (await import('../features/members/activity/NewActivityPage')).NewActivityPage }),
  badges: async () => ({ Component: (await import('../features/members/BadgesPage')).BadgesPage }),
  'badges-badge': async () => ({ Component: (await import('../features/members/BadgesPage')).BadgesPage }),
  'meet-team': async () => ({ Component: (await import('../features/members/MeetTeamPage')).MeetTeamPage }),
  // The error pages are part of the shell (the error boundary and a server 404 show them directly).
  maintenance: async () => ({ Component: MaintenancePage }),
  '404': async () => ({ Component: NotFoundPage }),
  // Stories (issue 4): /stories/classic and /stories/tag/{tag} share the genre and story patterns.
  stories: async () => ({ Component: (await import('../features/stories')).StoriesPage }),
  'stories-genre': async () => ({ Component: (await import('../features/stories')).GenrePage }),
  'stories-genre-slug': async () => ({ Component: (await import('../features/stories')).StoryOrTagPage }),
  'stories-create': async () => ({ Component: (await import('../features/stories')).CreateStoryPage }),
  'stories-genre-slug-edit': async () => ({ Component: (await import('../features/stories')).EditStoryPage }),
  reading: async () => ({ Component: (await import('../features/stories')).ReadingPage }),
  'favourite-stories': async () => ({ Component: (await import('../features/stories')).FavouritesPage }),
  top: async () => ({ Component: (await import('../features/stories')).TopPage }),
  'top-stories': async () => ({ Component: (await import('../features/stories')).TopPage }),
  'top-authors': async () => ({ Component: (await import('../features/stories')).TopPage }),
  'cover-editor': async () => ({ Component: (await import('../features/stories/cover-editor/CoverEditorPage')).CoverEditorPage }),
  'stories-id-comments': async () => ({ Component: (await import('../features/stories')).StoryCommentsPage }),
  'stories-id-tags': async () => ({ Component: (await import('../features/stories')).StoryTagsPage }),
  // Ebooks (issue 4): approved ebooks and my own; the form makes and changes one (?ebook=).
  ebooks: async () => ({ Component: (await import('../features/ebooks')).EbooksPage }),
  'ebooks-create': async () => ({ Component: (await import('../features/ebooks')).EbookFormPage }),
  // Chat rooms (issue 9): the chat screen (also /new-chat), /chat/enter redirects to it with a room, rules, camera test.
  chat: async () => ({ Component: (await import('../features/chat')).ChatPage }),
  'new-chat': async () => ({ Component: (await import('../features/chat')).ChatPage }),
  'chat-enter': async () => ({ Component: (await import('../features/chat')).ChatEnterPage }),
  'chat-rules': async () => ({ Component: (await import('../features/chat')).ChatRulesPage }),
  camtest: async () => ({ Component: (await import('../features/chat')).CamTestPage }),
  // Media (issue 8): the public gallery; the profile media tab comes through features/media/profile-tabs.tsx.
  gallery: async () => ({ Component: (await import('../features/media/GalleryPage')).GalleryPage }),
  'gallery-landing': async () => ({ Component: (await import('../features/media/GalleryPage')).GalleryLandingPage }),
  // Coins and payments (issue 6).
  coins: async () => ({ Component: (await import('../features/coins/CoinsPages')).CoinsPage }),
  'coins-history': async () => ({ Component: (await import('../features/coins/CoinsPages')).CoinsHistoryPage }),
  'coins-history-transaction': async () => ({ Component: (await import('../features/coins/CoinsPages')).CoinsTransactionPage }),
  'coins-manage': async () => ({ Component: (await import('../features/coins/CoinsPages')).CoinsManagePage }),
  'coins-manage-upgrade': async () => ({ Component: (await import('../features/coins/CoinsPages')).CoinsUpgradePage }),
  'coins-manage-withdraw': async () => ({ Component: (await import('../features/coins/CoinsPages')).WithdrawPage }),
  'coins-manage-withdraw-success': async () => ({ Component: (await import('../features/coins/CoinsPages')).WithdrawSuccessPage }),
  'coins-approve': async () => ({ Component: (await import('../features/coins/CoinsPages')).CoinRequestsPage }),
  'coins-manage-giftcard': async () => ({ Component: (await import('../features/coins/CoinsPages')).GiftCardsPage }),
  'coins-manage-gift-card-list': async () => ({ Component: (await import('../features/coins/CoinsPages')).GiftCardsPage }),
  payment: async () => ({ Component: (await import('../features/payments/PaymentPages')).TransactionsPage }),
  'payment-slug': async () => ({ Component: (await import('../features/payments/PaymentPages')).PaymentPage }),
  'payment-threed-secure-reference': async () => ({ Component: (await import('../features/payments/PaymentPages')).ThreeDSecurePage }),
  'payment-subscription': async () => ({ Component: (await import('../features/payments/PaymentPages')).SubscriptionPage }),
  'payment-subscription-slug': async () => ({ Component: (await import('../features/payments/PaymentPages')).SubscriptionPage }),
  'upgrade-offer': async () => ({ Component: (await import('../features/payments/PaymentPages')).UpgradeOfferPage }),
};

/** The honest placeholder for a route whose feature is not built yet. */
export const COMING_SOON: LazyPage = async () => ({ Component: (await import('../features/coming-soon/ComingSoonPage')).ComingSoonPage });

export const hasPage = (name: RouteName | null): name is RouteName => name !== null && PAGES[name] !== undefined;

// The post-login redirect follows the server only to pages the site has (shared/auth/redirect.ts).
registerSitePages(hasPage);

/** The page for a route: its own when registered, else coming-soon. */
export const pageFor = (name: RouteName): LazyPage => PAGES[name] ?? COMING_SOON;
