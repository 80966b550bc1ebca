import type { ComponentType } from 'react';
import { MaintenancePage } from '../features/errors/MaintenancePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import type { ArticleEntry } from '../shared/article/types';
import { ROUTE_NAMES } from '@community/contracts';
import { registerSitePages } from '../shared/auth/redirect';
import type { RouteName } from '../shared/routes';

export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** A page whose module loads on the first visit: `name` is the module's export that is the page. */
function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  return async () => ({ Component: (await load())[name] });
}

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
  index: lazyPage(() => import('../features/home/HomePage'), 'HomePage'),
  login: lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage'),
  register: lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
  confirm: lazyPage(() => import('../features/auth/ConfirmPage'), 'ConfirmPage'),
  mfa: lazyPage(() => import('../features/auth/MfaPage'), 'MfaPage'),
  'password-forgot': lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  'password-reset': lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  'id-': lazyPage(() => import('../features/verification'), 'IdVerificationPage'),
  'settings-security': lazyPage(() => import('../features/settings/SecuritySettingsPage'), 'SecuritySettingsPage'),
  settings: lazyPage(() => import('../features/settings/SettingsIndexPage'), 'SettingsIndexPage'),
  logout: lazyPage(() => import('./shell/LogoutPage'), 'LogoutPage'),
  messages: lazyPage(() => import('../features/messages/MessagesPage'), 'MessagesPage'),
  'messages-never-miss-match': lazyPage(() => import('../features/messages/NeverMissMatchPage'), 'NeverMissMatchPage'),
  // Legal pages and writing tips (SPEC 2): the landing pages ship with their registries.
  legal: lazyPage(() => import('../features/legal'), 'LegalIndexPage'),
  ...articlePages('legal-', legalRegistry),
  'writing-tips': lazyPage(() => import('../features/writing-tips'), 'WritingTipsIndexPage'),
  ...articlePages('writing-tips-', writingTipsRegistry),
  // Memberships (overlays): what each tier unlocks; prices and checkout come with the payments issue.
  upgrade: lazyPage(() => import('../features/overlays/UpgradePage'), 'UpgradePage'),
  // Members (issue 7): every profile route opens the profile page on its tab (features/profile/tabs.ts).
  ...Object.fromEntries(
    ROUTE_NAMES.filter((n) => n.startsWith('profile-name')).map((n) => [n, lazyPage(() => import('../features/members/profile/ProfilePage'), 'ProfilePage')]),
  ),
  search: lazyPage(() => import('../features/members/search/SearchPage'), 'SearchPage'),
  'search-legacy': lazyPage(() => import('../features/members/search/LegacySearchRedirect'), 'LegacySearchRedirect'),
  'search-all': lazyPage(() => import('../features/members/search/LegacySearchRedirect'), 'LegacySearchRedirect'),
  'interactions-tab': lazyPage(() => import('../features/members/interactions/InteractionsPage'), 'InteractionsPage'),
  'setup-position': lazyPage(() => import('../features/members/setup/SetupPage'), 'SetupPage'),
  'settings-name': lazyPage(() => import('../features/members/settings/NameSettingsPage'), 'NameSettingsPage'),
  'settings-privacy': lazyPage(() => import('../features/members/settings/PrivacySettingsPage'), 'PrivacySettingsPage'),
  'settings-profile-type': lazyPage(() => import('../features/members/settings/ProfileTypeSettingsPage'), 'ProfileTypeSettingsPage'),
  'settings-wink': lazyPage(() => import('../features/members/settings/WinkSettingsPage'), 'WinkSettingsPage'),
  tickets: lazyPage(() => import('../features/tickets/TicketsPages'), 'TicketsPage'),
  'tickets-create': lazyPage(() => import('../features/tickets/TicketsPages'), 'TicketCreatePage'),
  'tickets-reference': lazyPage(() => import('../features/tickets/TicketsPages'), 'TicketPage'),
  activity: lazyPage(() => import('../features/members/activity/ActivityPage'), 'ActivityPage'),
  'activity-card': lazyPage(() => import('../features/members/activity/ActivityPage'), 'ActivityPage'),
  'activity-card-type': lazyPage(() => import('../features/members/activity/ActivityPage'), 'ActivityPage'),
  newactivity: lazyPage(() => import('../features/members/activity/NewActivityPage'), 'NewActivityPage'),
  badges: lazyPage(() => import('../features/members/BadgesPage'), 'BadgesPage'),
  'badges-badge': lazyPage(() => import('../features/members/BadgesPage'), 'BadgesPage'),
  'meet-team': lazyPage(() => import('../features/members/MeetTeamPage'), 'MeetTeamPage'),
  // The error pages are part of the shell (the error boundary and a server 404 show them directly).
  maintenance: async () => ({ Component: MaintenancePage }),
  '404': async () => ({ Component: NotFoundPage }),
  'dev-error': lazyPage(() => import('../features/errors/DevErrorPage'), 'DevErrorPage'),
  styleguide: lazyPage(() => import('../features/styleguide/StyleguidePage'), 'StyleguidePage'),
  // Stories (issue 4): /stories/classic and /stories/tag/{tag} share the genre and story patterns.
  stories: lazyPage(() => import('../features/stories'), 'StoriesPage'),
  'stories-genre': lazyPage(() => import('../features/stories'), 'GenrePage'),
  'stories-genre-slug': lazyPage(() => import('../features/stories'), 'StoryOrTagPage'),
  'stories-create': lazyPage(() => import('../features/stories'), 'CreateStoryPage'),
  'stories-genre-slug-edit': lazyPage(() => import('../features/stories'), 'EditStoryPage'),
  reading: lazyPage(() => import('../features/stories'), 'ReadingPage'),
  'favourite-stories': lazyPage(() => import('../features/stories'), 'FavouritesPage'),
  top: lazyPage(() => import('../features/stories'), 'TopPage'),
  'top-stories': lazyPage(() => import('../features/stories'), 'TopPage'),
  'top-authors': lazyPage(() => import('../features/stories'), 'TopPage'),
  'cover-editor': lazyPage(() => import('../features/stories/cover-editor/CoverEditorPage'), 'CoverEditorPage'),
  'stories-id-comments': lazyPage(() => import('../features/stories'), 'StoryCommentsPage'),
  'stories-id-tags': lazyPage(() => import('../features/stories'), 'StoryTagsPage'),
  // Ebooks (issue 4): approved ebooks and my own; the form makes and changes one (?ebook=).
  ebooks: lazyPage(() => import('../features/ebooks'), 'EbooksPage'),
  'ebooks-create': lazyPage(() => import('../features/ebooks'), 'EbookFormPage'),
  // Chat rooms (issue 9): the chat screen (also /new-chat), /chat/enter redirects to it with a room, rules, camera test.
  chat: lazyPage(() => import('../features/chat'), 'ChatPage'),
  'new-chat': lazyPage(() => import('../features/chat'), 'ChatPage'),
  'chat-enter': lazyPage(() => import('../features/chat'), 'ChatEnterPage'),
  'chat-rules': lazyPage(() => import('../features/chat'), 'ChatRulesPage'),
  camtest: lazyPage(() => import('../features/chat'), 'CamTestPage'),
  // Media (issue 8): the public gallery; the profile media tab comes through features/media/profile-tabs.tsx.
  gallery: lazyPage(() => import('../features/media/GalleryPage'), 'GalleryPage'),
  'gallery-landing': lazyPage(() => import('../features/media/GalleryPage'), 'GalleryLandingPage'),
  // Forum (issue 19): the profile's forum tab comes through features/forum/profile-tabs.tsx.
  forum: lazyPage(() => import('../features/forum'), 'ForumIndexPage'),
  'forum-search': lazyPage(() => import('../features/forum'), 'ForumSearchPage'),
  'forum-search-results': lazyPage(() => import('../features/forum'), 'ForumSearchResultsPage'),
  'forum-settings': lazyPage(() => import('../features/forum'), 'ForumSettingsPage'),
  'forum-category': lazyPage(() => import('../features/forum'), 'CategoryPage'),
  'forum-category-create': lazyPage(() => import('../features/forum'), 'CreateTopicPage'),
  'forum-category-slug': lazyPage(() => import('../features/forum'), 'TopicPage'),
  'forum-category-slug-edit': lazyPage(() => import('../features/forum'), 'EditTopicPage'),
  // Groups (issue 20): the profile's groups tab comes through features/groups/profile-tabs.tsx.
  groups: lazyPage(() => import('../features/groups'), 'GroupsPage'),
  'groups-create': lazyPage(() => import('../features/groups'), 'CreateGroupPage'),
  'groups-slug': lazyPage(() => import('../features/groups'), 'GroupPage'),
  'groups-slug-edit': lazyPage(() => import('../features/groups'), 'EditGroupPage'),
  'groups-slug-media': lazyPage(() => import('../features/groups'), 'GroupMediaPage'),
  'groups-slug-post-id': lazyPage(() => import('../features/groups'), 'GroupPostPage'),
  // Clubs (issue 20): one page for the club and its tabs (wall, reviews, parties, media).
  clubs: lazyPage(() => import('../features/clubs'), 'ClubsPage'),
  'clubs-create': lazyPage(() => import('../features/clubs'), 'CreateClubPage'),
  'clubs-edit-slug': lazyPage(() => import('../features/clubs'), 'EditClubPage'),
  'clubs-slug': lazyPage(() => import('../features/clubs'), 'ClubPage'),
  'clubs-slug-reviews': lazyPage(() => import('../features/clubs'), 'ClubPage'),
  'clubs-slug-parties': lazyPage(() => import('../features/clubs'), 'ClubPage'),
  'clubs-slug-media': lazyPage(() => import('../features/clubs'), 'ClubPage'),
  'clubs-slug-post-id': lazyPage(() => import('../features/clubs'), 'ClubPostPage'),
  // Places (issue 22): the spec's /dogging routes, "not found" on variants without countries.
  dogging: lazyPage(() => import('../features/places'), 'PlacesIndexPage'),
  'dogging-rules': lazyPage(() => import('../features/places'), 'PlacesRulesPage'),
  'dogging-search': lazyPage(() => import('../features/places'), 'PlacesSearchPage'),
  'dogging-submit': lazyPage(() => import('../features/places'), 'PlaceSubmitPage'),
  'dogging-edit-location': lazyPage(() => import('../features/places'), 'PlaceEditPage'),
  'dogging-country': lazyPage(() => import('../features/places'), 'PlacesCountryPage'),
  'dogging-country-county': lazyPage(() => import('../features/places'), 'PlacesCountyPage'),
  'dogging-country-county-location': lazyPage(() => import('../features/places'), 'PlacePage'),
  // Competitions (issue 22).
  competitions: lazyPage(() => import('../features/competitions'), 'CompetitionsIndexPage'),
  'competitions-rules': lazyPage(() => import('../features/competitions'), 'CompetitionsRulesPage'),
  'competitions-create': lazyPage(() => import('../features/competitions'), 'CompetitionCreatePage'),
  'competitions-edit-slug': lazyPage(() => import('../features/competitions'), 'CompetitionEditPage'),
  'competitions-slug': lazyPage(() => import('../features/competitions'), 'CompetitionPage'),
  // Parties and meets (issue 21): the profile's Parties, Past parties and Meets tabs come through their profile-tabs.tsx.
  parties: lazyPage(() => import('../features/parties'), 'PartiesIndexPage'),
  'parties-create': lazyPage(() => import('../features/parties'), 'CreatePartyPage'),
  'parties-view-id': lazyPage(() => import('../features/parties'), 'PartyByIdPage'),
  'parties-slug': lazyPage(() => import('../features/parties'), 'PartyPage'),
  'parties-slug-attendees': lazyPage(() => import('../features/parties'), 'PartyAttendeesPage'),
  'parties-slug-edit': lazyPage(() => import('../features/parties'), 'EditPartyPage'),
  meets: lazyPage(() => import('../features/meets'), 'MeetsIndexPage'),
  'meets-create': lazyPage(() => import('../features/meets'), 'CreateMeetPage'),
  'meets-new': lazyPage(() => import('../features/meets'), 'CreateMeetPage'),
  'meets-category': lazyPage(() => import('../features/meets'), 'MeetCategoryPage'),
  'meets-category-slug': lazyPage(() => import('../features/meets'), 'MeetPage'),
  'meets-category-slug-edit': lazyPage(() => import('../features/meets'), 'EditMeetPage'),
  // Coins and payments (issue 6).
  coins: lazyPage(() => import('../features/coins/CoinsPages'), 'CoinsPage'),
  'coins-history': lazyPage(() => import('../features/coins/CoinsPages'), 'CoinsHistoryPage'),
  'coins-history-transaction': lazyPage(() => import('../features/coins/CoinsPages'), 'CoinsTransactionPage'),
  'coins-manage': lazyPage(() => import('../features/coins/CoinsPages'), 'CoinsManagePage'),
  'coins-manage-upgrade': lazyPage(() => import('../features/coins/CoinsPages'), 'CoinsUpgradePage'),
  'coins-manage-withdraw': lazyPage(() => import('../features/coins/CoinsPages'), 'WithdrawPage'),
  'coins-manage-withdraw-success': lazyPage(() => import('../features/coins/CoinsPages'), 'WithdrawSuccessPage'),
  'coins-approve': lazyPage(() => import('../features/coins/CoinsPages'), 'CoinRequestsPage'),
  'coins-manage-giftcard': lazyPage(() => import('../features/coins/CoinsPages'), 'GiftCardsPage'),
  'coins-manage-gift-card-list': lazyPage(() => import('../features/coins/CoinsPages'), 'GiftCardsPage'),
  payment: lazyPage(() => import('../features/payments/PaymentPages'), 'TransactionsPage'),
  'payment-slug': lazyPage(() => import('../features/payments/PaymentPages'), 'PaymentPage'),
  'payment-threed-secure-reference': lazyPage(() => import('../features/payments/PaymentPages'), 'ThreeDSecurePage'),
  'payment-subscription': lazyPage(() => import('../features/payments/PaymentPages'), 'SubscriptionPage'),
  'payment-subscription-slug': lazyPage(() => import('../features/payments/PaymentPages'), 'SubscriptionPage'),
  'upgrade-offer': lazyPage(() => import('../features/payments/PaymentPages'), 'UpgradeOfferPage'),
};

/** The honest placeholder for a route whose feature is not built yet. */
export const COMING_SOON: LazyPage = lazyPage(() => import('../features/coming-soon/ComingSoonPage'), 'ComingSoonPage');

export const hasPage = (name: RouteName | null): name is RouteName => name !== null && PAGES[name] !== undefined;

// The post-login redirect follows the server only to pages the site has (shared/auth/redirect.ts).
registerSitePages(hasPage);

/** The page for a route: its own when registered, else coming-soon. */
export const pageFor = (name: RouteName): LazyPage => PAGES[name] ?? COMING_SOON;
