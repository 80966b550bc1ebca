import type { VariantInput } from './variant.js';

/** A valid palette for tests. */
export const SAMPLE_COLOURS = {
  '100': '#fbf0ee', '200': '#f6d6d0', '300': '#f0b0a3', '400': '#e7826e', '500': '#df553a',
  '600': '#c53c20', '700': '#9e301a', '800': '#742516', '900': '#501c11',
  secondary100: '#eef2fa', secondary200: '#d3dcf1', secondary300: '#a9bbe3', secondary400: '#7792d2', secondary500: '#4a6bc2',
  secondary600: '#3453a6', secondary700: '#2a4386', secondary800: '#213264', secondary900: '#182444',
};

/**
 * A small valid variant (as JSON input) for tests in any app: `Variant.parse(sampleVariantInput({ code: 'shus' }))`.
 */
export function sampleVariantInput(overrides: Partial<VariantInput> = {}): VariantInput {
  return {
    code: 'shuk',
    brand: { name: 'Test Brand', logo: '/brand/shuk/logo.svg', logo2x: '/brand/shuk/logo@2x.svg', alt: 'Test Brand UK', text: 'A strap line', seasonalLogo: null },
    colours: SAMPLE_COLOURS,
    locale: 'en_GB',
    locales: ['en_GB'],
    currency: 'GBP',
    hosts: ['www.test-brand.co.uk'],
    flags: { paid: true, payments: true, hasCountries: true, storiesMode: false, adverts: false },
    nav: [
      { text: 'nav.activity', to: 'activity', loggedIn: true },
      { text: 'nav.community', to: 'forum', children: [{ text: 'nav.createMeet', to: 'meets-create', verified: true }, { text: 'nav.staff', to: 'staff', pageAccess: true }] },
      { text: 'nav.profile', to: 'profile-name', params: { name: '{name}' }, loggedIn: true },
    ],
    mobileNav: [{ text: 'nav.activity', to: 'activity', loggedIn: true }],
    navIcons: [{ icon: 'mail', text: 'nav.messages', to: 'messages', loggedIn: true }],
    footer: {
      text: 'footer.about.community',
      blocks: [
        { title: 'footer.block.legal', links: [{ text: 'legal.privacy', to: 'legal-privacy-policy' }] },
        { title: 'Partners', loggedIn: false, links: [{ text: 'A literal link', url: 'https://example.org/', target: '_blank', nofollow: true }] },
      ],
    },
    meta: { title: 'Test Brand', titleTemplate: '%s | Test Brand', description: 'A test brand.', themeColour: '#c53c20' },
    chatEnterRoute: 'chat-enter',
    googleAnalytics4: null,
    legacyApi: null,
    ...overrides,
  };
}
