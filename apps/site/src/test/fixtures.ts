import type { AuthedProfile, Layout, SiteConfig } from '@community/contracts';
import { translationsFor } from '@community/contracts';
import type { BootData } from '../shared/boot/boot';
import { toLayoutView, toSiteView } from '../shared/boot/site-view';

const SHADES = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
const PRIMARY = ['#fde8ef', '#f9c5d6', '#f49bb8', '#ee6f99', '#e94b82', '#d6336f', '#b82a5f', '#93214c', '#6e1839'];
const SECONDARY = ['#e8eefd', '#c5d3f9', '#9bb3f4', '#6f92ee', '#4b77e9', '#335fd6', '#2a4fb8', '#213f93', '#182f6e'];

export const brand = {
  name: 'Swingers Heaven',
  logo: '/brand/shuk/logo.png',
  logo2x: '/brand/shuk/logo@2x.png',
  alt: 'Swingers Heaven logo',
  text: 'The UK community for open-minded adults.',
  seasonalLogo: null,
};

export const siteConfig: SiteConfig = {
  code: 'shuk',
  ...(Object.fromEntries(SHADES.map((s, i) => [`colour${s}`, PRIMARY[i]])) as Record<`colour${(typeof SHADES)[number]}`, string>),
  ...(Object.fromEntries(SHADES.map((s, i) => [`secondary${s}`, SECONDARY[i]])) as Record<`secondary${(typeof SHADES)[number]}`, string>),
  urls: {
    api: 'http://shuk.localhost:3000/api',
    static: 'http://shuk.localhost:3000',
    napi: 'http://shuk.localhost:3000',
    confirm: 'http://shuk.localhost:3000/confirm',
    home: 'http://shuk.localhost:3000/',
    legacyApi: null,
  },
  baseHost: 'shuk.localhost:3000',
  locale: 'en_GB',
  locales: ['en_GB'],
  currency: 'GBP',
  googleAnalytics4: null,
  hasCountries: true,
  paid: true,
  payments: false,
  storiesMode: false,
  adverts: false,
  brand,
};

export const layout: Layout = {
  code: 'shuk',
  locale: 'en_GB',
  brand,
  nav: [],
  mobileNav: [],
  navIcons: [],
  footer: { text: 'Footer', blocks: [], chatEnterRoute: 'chat-enter', chatEnterHref: '/chat/enter' },
  meta: { title: 'Swingers Heaven', titleTemplate: '%s | Swingers Heaven', description: 'A community', themeColour: '#e94b82' },
  routes: [],
  // What the server sends: the whole catalogue of the locale (the site bundles no catalogue of its own).
  translations: translationsFor('en_GB'),
};

export function bootData(overrides: Partial<BootData> = {}): BootData {
  return { site: toSiteView(siteConfig), layout: toLayoutView(layout), status: 200, ...overrides };
}

/** The boot data of the German variant (shde): its site and its layout in German. */
export function germanBootData(): BootData {
  return bootData({
    site: toSiteView({ ...siteConfig, code: 'shde', locale: 'de_DE', locales: ['de_DE'] }),
    layout: toLayoutView({ ...layout, locale: 'de_DE', translations: translationsFor('de_DE') }),
  });
}

export function profile(name = 'velvet_fox'): AuthedProfile {
  return {
    coinBalance: 0,
    coinBalanceText: '0 coins',
    isSeeking: false,
    locale: 'en_GB',
    messageCount: 0,
    notificationCount: 0,
    permissions: {
      canUpgrade: true,
      canHideAdverts: false,
      canId: true,
      canReplyMessages: true,
      canSendMessages: true,
      canSignContentAgreement: true,
      canAccessPage: false,
    },
    privacy: { profile: 'members', messages: 'everyone', showOnline: true },
    member: {
      id: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
      name,
      email: `${name}@example.test`,
      role: 'member',
      isAdmin: false,
      tier: 'free',
      genders: 'mf',
      isVerified: false,
      isConfirmed: true,
      mfaEnabled: false,
      avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 2 },
      homeVariant: 'shuk',
      landingPage: 'activity',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

/** The API replies the member landing page (`/activity`) asks for, empty: for tests where a member lands there. */
export const emptyActivityApi = {
  'GET /api/activity': { status: 200, body: { data: { items: [], next: null } } },
  'GET /api/activity/stats': { status: 200, body: { data: { friends: 0, following: 0, followers: 0, profileViews: 0, winksReceived: 0, pendingRequests: 0 } } },
} as const;
