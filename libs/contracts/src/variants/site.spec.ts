import { translationsFor } from '../i18n/translations.js';
import { matchRoute } from '../routes/router.js';
import { ROUTES } from '../routes/table.js';
import { sampleVariantInput } from './sample.js';
import { Layout, routesForVariant, SiteConfig, toLayout, toSiteConfig } from './site.js';
import { Variant } from './variant.js';

const variant = Variant.parse(
  sampleVariantInput({
    code: 'shch',
    locale: 'de_CH',
    locales: ['de_CH', 'fr_CH', 'en_GB'],
    currency: 'CHF',
    hosts: ['www.test.ch'],
    disabledSections: ['dogging'],
    legacyApi: 'https://legacy.test.ch/api',
    googleAnalytics4: 'G-TEST1234',
  }),
);

describe('toSiteConfig', () => {
  const config = toSiteConfig(variant, { baseHost: 'shch.localhost:3000', origin: 'http://shch.localhost:3000/' });

  it('is a valid SiteConfig', () => {
    expect(SiteConfig.safeParse(config).success).toBe(true);
  });

  it('flattens the colours and flags', () => {
    expect(config).toMatchObject({
      code: 'shch',
      colour100: variant.colours['100'],
      colour900: variant.colours['900'],
      secondary500: variant.colours.secondary500,
      paid: true,
      payments: true,
      hasCountries: true,
      storiesMode: false,
      adverts: false,
      currency: 'CHF',
      googleAnalytics4: 'G-TEST1234',
      baseHost: 'shch.localhost:3000',
      brand: variant.brand,
    });
  });

  it('derives the urls from the origin', () => {
    expect(config.urls).toEqual({
      api: 'http://shch.localhost:3000/api',
      static: 'http://shch.localhost:3000',
      napi: 'http://shch.localhost:3000',
      confirm: 'http://shch.localhost:3000/confirm',
      home: 'http://shch.localhost:3000/',
      legacyApi: 'https://legacy.test.ch/api',
    });
    const cdn = toSiteConfig(variant, { baseHost: 'x', origin: 'https://x', staticOrigin: 'https://cdn.x/', napiOrigin: 'https://rt.x' });
    expect(cdn.urls.static).toBe('https://cdn.x');
    expect(cdn.urls.napi).toBe('https://rt.x');
  });

  it('uses the requested locale when offered, its language otherwise, else the default', () => {
    expect(config.locale).toBe('de_CH');
    expect(toSiteConfig(variant, { baseHost: 'x', origin: 'https://x', locale: 'fr_CH' }).locale).toBe('fr_CH');
    expect(toSiteConfig(variant, { baseHost: 'x', origin: 'https://x', locale: 'fr-FR' }).locale).toBe('fr_CH');
    expect(toSiteConfig(variant, { baseHost: 'x', origin: 'https://x', locale: 'pl_PL' }).locale).toBe('de_CH');
  });
});

describe('routesForVariant', () => {
  it('leaves out the staff console and the disabled sections', () => {
    const names = routesForVariant(variant).map((r) => r.name);
    expect(names).toContain('forum-category-slug');
    expect(names).not.toContain('dogging');
    expect(names).not.toContain('dogging-country-county-location');
    expect(names).not.toContain('staff');
    expect(routesForVariant({ disabledSections: [] })).toHaveLength(ROUTES.filter((r) => r.app === 'site').length);
  });
});

describe('toLayout', () => {
  const layout = toLayout(variant, 'de_CH', translationsFor('de_CH'), routesForVariant(variant));

  it('is a valid Layout', () => {
    const r = Layout.safeParse(layout);
    expect(r.success ? [] : r.error.issues).toEqual([]);
  });

  it('translates keys, fills {brand} and keeps literal text', () => {
    expect(layout.nav[0]).toEqual({ text: 'Aktivität', href: '/activity', to: 'activity', external: false, loggedIn: true });
    expect(layout.footer.text).toContain('Test Brand ist eine freundliche');
    expect(layout.footer.blocks[1]?.title).toBe('Partners');
    expect(layout.footer.blocks[1]?.links[0]).toEqual({
      text: 'A literal link',
      href: 'https://example.org/',
      external: true,
      target: '_blank',
      nofollow: true,
    });
    expect(layout.meta.title).toBe('Test Brand');
  });

  it('keeps child filters and member placeholders', () => {
    expect(layout.nav[1]?.children).toEqual([
      { text: 'Treffen anlegen', href: '/meets/create', to: 'meets-create', external: false, verified: true },
      { text: 'Mitarbeiterbereich', href: '/staff', to: 'staff', external: false, pageAccess: true },
    ]);
    expect(layout.nav[2]?.href).toBe('/profile/{name}');
    expect(matchRoute(layout.nav[2]?.href.replace('{name}', 'ann') ?? '')?.route.name).toBe('profile-name');
  });

  it('carries the chat route, routes and translations', () => {
    expect(layout.footer.chatEnterRoute).toBe('chat-enter');
    expect(layout.footer.chatEnterHref).toBe('/chat/enter');
    expect(layout.routes.find((r) => r.name === 'login')).toEqual({ name: 'login', path: '/login', auth: 'guest', layout: 'default' });
    expect(layout.translations['footer.button.get-chatting']).toBe('Los chatten');
    expect(layout.locale).toBe('de_CH');
    expect(toLayout(variant, 'it_IT', translationsFor('it_IT'), []).locale).toBe('de_CH');
  });

  it('does not share objects with the variant', () => {
    layout.brand.name = 'changed';
    expect(variant.brand.name).toBe('Test Brand');
  });
});
