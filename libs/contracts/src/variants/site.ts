import { z } from 'zod';
import { formatMessage } from '../i18n/format.js';
import { isTranslationKey, type Catalogue } from '../i18n/translations.js';
import { LOCALES, pickLocale } from '../i18n/locales.js';
import { ROUTE_AUTH, ROUTE_LAYOUTS, ROUTE_NAMES, ROUTES, type AnyRoute } from '../routes/table.js';
import { routeToUnchecked, sectionOf } from '../routes/router.js';
import {
  Brand,
  CURRENCIES,
  HexColour,
  Meta,
  SHADES,
  VARIANT_CODES,
  type Link,
  type NavChild,
  type NavIcon,
  type NavItem,
  type Shade,
  type Variant,
} from './variant.js';

// ---------------------------------------------------------------------------------------------------------
// Site configuration (SPEC 3): what the site needs before anything else, served once per host.

type SiteColourKey = `colour${Shade}` | `secondary${Shade}`;

export const SiteConfig = z.object({
  code: z.enum(VARIANT_CODES),
  ...(Object.fromEntries([...SHADES.map((s) => [`colour${s}`, HexColour]), ...SHADES.map((s) => [`secondary${s}`, HexColour])]) as Record<
    SiteColourKey,
    typeof HexColour
  >),
  urls: z.object({
    api: z.string(),
    static: z.string(),
    napi: z.string(),
    confirm: z.string(),
    home: z.string(),
    legacyApi: z.string().nullable(),
  }),
  baseHost: z.string(),
  locale: z.enum(LOCALES),
  locales: z.array(z.enum(LOCALES)),
  currency: z.enum(CURRENCIES),
  googleAnalytics4: z.string().nullable(),
  hasCountries: z.boolean(),
  paid: z.boolean(),
  payments: z.boolean(),
  storiesMode: z.boolean(),
  adverts: z.boolean(),
  brand: Brand,
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export interface SiteConfigOptions {
  /** The host the request came in on, without scheme (e.g. `shuk.localhost:3000` or `www.example.co.uk`). */
  baseHost: string;
  /** Scheme + host (+ port) of the request, e.g. `https://www.example.co.uk`; no trailing slash needed. */
  origin: string;
  /** The locale in use (a member's choice or a `lang` query); one the variant does not offer falls back to its default. */
  locale?: string | null;
  /** Where static files (sounds, images) are served; default: the origin. */
  staticOrigin?: string;
  /** Where the socket server (`/napi/notification`) is; default: the origin. */
  napiOrigin?: string;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** The site configuration for a variant as served on `origin`. */
export function toSiteConfig(variant: Variant, options: SiteConfigOptions): SiteConfig {
  const origin = trimSlash(options.origin);
  const colours = Object.fromEntries([
    ...SHADES.map((s) => [`colour${s}`, variant.colours[s]]),
    ...SHADES.map((s) => [`secondary${s}`, variant.colours[`secondary${s}`]]),
  ]) as Record<SiteColourKey, string>;
  const [first, ...rest] = variant.locales;
  return {
    code: variant.code,
    ...colours,
    urls: {
      api: `${origin}/api`,
      static: trimSlash(options.staticOrigin ?? origin),
      napi: trimSlash(options.napiOrigin ?? origin),
      confirm: `${origin}${routeToUnchecked('confirm')}`,
      home: `${origin}/`,
      legacyApi: variant.legacyApi,
    },
    baseHost: options.baseHost,
    locale: first === undefined ? variant.locale : pickLocale(options.locale, [first, ...rest]),
    locales: [...variant.locales],
    currency: variant.currency,
    googleAnalytics4: variant.googleAnalytics4,
    hasCountries: variant.flags.hasCountries,
    paid: variant.flags.paid,
    payments: variant.flags.payments,
    storiesMode: variant.flags.storiesMode,
    adverts: variant.flags.adverts,
    brand: { ...variant.brand },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Layout (SPEC 3, 7): per variant and locale; texts translated, links resolved to hrefs.

const visibility = {
  loggedIn: z.boolean().optional(),
  verified: z.boolean().optional(),
  pageAccess: z.union([z.string(), z.boolean()]).optional(),
};

/**
 * A resolved link. `href` is the path or URL to follow; it may hold the member placeholders `{name}` and
 * `{id}`, which the site fills for the logged-in member (libs/domain fillNavPlaceholders). `to` is the route
 * name when the link is internal; `external` links open in a new tab with noopener, noreferrer, nofollow.
 */
export const LayoutLink = z.object({
  text: z.string(),
  href: z.string(),
  to: z.enum(ROUTE_NAMES).optional(),
  external: z.boolean(),
  icon: z.string().optional(),
  target: z.enum(['_blank', '_self']).optional(),
  nofollow: z.boolean().optional(),
  ...visibility,
});
export type LayoutLink = z.infer<typeof LayoutLink>;

export const LayoutNavItem = LayoutLink.extend({ children: z.array(LayoutLink).optional() });
export type LayoutNavItem = z.infer<typeof LayoutNavItem>;

export const LayoutRoute = z.object({
  name: z.enum(ROUTE_NAMES),
  path: z.string(),
  auth: z.enum(ROUTE_AUTH),
  layout: z.enum(ROUTE_LAYOUTS),
});
export type LayoutRoute = z.infer<typeof LayoutRoute>;

export const Layout = z.object({
  code: z.enum(VARIANT_CODES),
  locale: z.enum(LOCALES),
  brand: Brand,
  nav: z.array(LayoutNavItem),
  mobileNav: z.array(LayoutNavItem),
  navIcons: z.array(LayoutLink),
  footer: z.object({
    text: z.string(),
    blocks: z.array(z.object({ title: z.string(), loggedIn: z.boolean().optional(), links: z.array(LayoutLink) })),
    /** Where the footer button goes on non-stories sites (SPEC 2 Footer). */
    chatEnterRoute: z.enum(ROUTE_NAMES),
    chatEnterHref: z.string(),
  }),
  meta: Meta,
  /** The routes this variant offers (its sections not switched off), member-site routes only. */
  routes: z.array(LayoutRoute),
  translations: z.record(z.string(), z.string()),
});
export type Layout = z.infer<typeof Layout>;

/** The member-site routes a variant offers: all of the table but the staff console and the variant's disabled sections. */
export function routesForVariant(variant: Pick<Variant, 'disabledSections'>): AnyRoute[] {
  const disabled = new Set(variant.disabledSections);
  return ROUTES.filter((r) => r.app === 'site' && !disabled.has(sectionOf(r)));
}

/** Keeps `{name}` and `{id}` placeholders readable in hrefs. */
function unescapePlaceholders(href: string): string {
  return href.replace(/%7B(name|id)%7D/g, '{$1}');
}

function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || url.startsWith('mailto:');
}

/**
 * The layout for a variant in a locale. `translations` is the catalogue for that locale
 * (`translationsFor(locale)`), `routes` the routes the variant offers (`routesForVariant(variant)`).
 * Texts that are translation keys are translated, `{brand}` is filled with the brand name; links get an href.
 */
export function toLayout(variant: Variant, locale: string, translations: Catalogue, routes: readonly AnyRoute[]): Layout {
  const [first, ...rest] = variant.locales;
  const usedLocale = first === undefined ? variant.locale : pickLocale(locale, [first, ...rest]);
  const values = { brand: variant.brand.name };
  const text = (t: string) => formatMessage(isTranslationKey(t) ? translations[t] : t, values);

  const link = (l: Link | NavChild | NavIcon | NavItem): LayoutLink => {
    const href = l.to !== undefined ? unescapePlaceholders(routeToUnchecked(l.to, l.params ?? {}, l.query)) : (l.url ?? '/');
    const out: LayoutLink = { text: text(l.text), href, external: l.to === undefined && isExternal(href) };
    if (l.to !== undefined) out.to = l.to;
    if ('icon' in l && l.icon !== undefined) out.icon = l.icon;
    if ('target' in l && l.target !== undefined) out.target = l.target;
    if ('nofollow' in l && l.nofollow !== undefined) out.nofollow = l.nofollow;
    if (l.loggedIn !== undefined) out.loggedIn = l.loggedIn;
    if ('verified' in l && l.verified !== undefined) out.verified = l.verified;
    if ('pageAccess' in l && l.pageAccess !== undefined) out.pageAccess = l.pageAccess;
    return out;
  };
  const navItem = (item: NavItem): LayoutNavItem => {
    const out: LayoutNavItem = link(item);
    if (item.children !== undefined) out.children = item.children.map(link);
    return out;
  };

  return {
    code: variant.code,
    locale: usedLocale,
    brand: { ...variant.brand },
    nav: variant.nav.map(navItem),
    mobileNav: variant.mobileNav.map(navItem),
    navIcons: variant.navIcons.map(link),
    footer: {
      text: text(variant.footer.text),
      blocks: variant.footer.blocks.map((b) => ({
        title: text(b.title),
        ...(b.loggedIn === undefined ? {} : { loggedIn: b.loggedIn }),
        links: b.links.map(link),
      })),
      chatEnterRoute: variant.chatEnterRoute,
      chatEnterHref: routeToUnchecked(variant.chatEnterRoute),
    },
    meta: {
      ...variant.meta,
      title: text(variant.meta.title),
      description: text(variant.meta.description),
      ...(variant.meta.keywords === undefined ? {} : { keywords: [...variant.meta.keywords] }),
    },
    routes: routes.map((r) => ({ name: r.name, path: r.path, auth: r.auth, layout: r.layout })),
    translations: { ...translations },
  };
}
