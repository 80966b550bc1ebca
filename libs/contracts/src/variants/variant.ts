import { z } from 'zod';
import { ADVERT_VARIANTS, STORIES_VARIANT, VARIANT_CODES } from '@community/domain';
import { isTranslationKey } from '../i18n/translations.js';
import { LOCALES } from '../i18n/locales.js';
import { ROUTE_NAMES, type RouteName } from '../routes/table.js';
import { getRoute, paramsOfPattern, ROUTE_SECTIONS, sectionOf } from '../routes/router.js';

// The variant codes and their fixed roles are domain facts (libs/domain); the schema re-exports them.
export { VARIANT_CODES, type VariantCode } from '@community/domain';
/** A variant code in a filter or query (`?variant=shuk`): one of the 21 codes, or a 422 naming the field. */
export const VariantCodeFilter = z.enum(VARIANT_CODES, { error: 'variant must be a variant code (e.g. shuk)' });
/** The stories site: the only variant with storiesMode (SPEC 1, 2, 6). */
export const STORIES_VARIANT_CODE = STORIES_VARIANT;
/** The only variants that may show adverts (SPEC 2 Page header, SPEC 6). */
export const ADVERT_VARIANT_CODES = ADVERT_VARIANTS;

/** ISO 4217 codes prices are shown in. */
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'AUD', 'NZD', 'CAD', 'CHF', 'PLN', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Sections a variant may not switch off (auth, settings, legal and system pages). */
export const CORE_SECTIONS = ['', 'login', 'register', 'logout', 'confirm', 'password', 'mfa', 'settings', 'legal', '404', 'healthz', 'maintenance', 'dev-error', 'staff'] as const;

export const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb');

export const SHADES = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type Shade = (typeof SHADES)[number];
type ColourKey = Shade | `secondary${Shade}`;

/** Primary shades `100`–`900` and secondary shades `secondary100`–`secondary900`, each #rrggbb. */
export const Colours = z.strictObject(
  Object.fromEntries([...SHADES.map((s) => [s, HexColour]), ...SHADES.map((s) => [`secondary${s}`, HexColour])]) as Record<ColourKey, typeof HexColour>,
);
export type Colours = z.infer<typeof Colours>;

/** A path the API serves (root-relative, e.g. `/brand/shuk/logo.svg`) or an absolute http(s) URL. */
const AssetUrl = z.string().regex(/^(\/[^/\s]|https?:\/\/)\S*$/, 'must be a root-relative path such as /brand/shuk/logo.svg or an http(s) URL');

export const Brand = z.strictObject({
  name: z.string().min(1).max(60),
  logo: AssetUrl,
  logo2x: AssetUrl.describe('the logo for high-density screens ("logo@2x" in SPEC 3)'),
  alt: z.string().min(1).max(120),
  text: z.string().min(1).max(200).describe('a short strap line shown beside the logo'),
  seasonalLogo: AssetUrl.nullable(),
});
export type Brand = z.infer<typeof Brand>;

/** A translation key of the UI catalogue (e.g. `nav.forum`) or literal text. */
const Text = z.string().min(1).max(300);

/** Absolute http(s), mailto: or a root-relative path. */
const LinkUrl = z.string().regex(/^(https?:\/\/\S+|mailto:\S+|\/\S*)$/, 'must be an http(s) URL, a mailto: address or a path starting with "/"');

/** Param values may be literals or the member placeholders `{name}` / `{id}` the site fills in (SPEC 2 Navbar). */
const LinkParams = z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), z.string().min(1).max(200));
const LinkQuery = z.record(z.string().min(1).max(50), z.string().max(200));

const RouteNameSchema = z.enum(ROUTE_NAMES);

const linkTargetShape = {
  /** A route name from the route table. */
  to: RouteNameSchema.optional(),
  params: LinkParams.optional(),
  query: LinkQuery.optional(),
  /** An address outside the route table. */
  url: LinkUrl.optional(),
};

const visibilityShape = {
  /** true: members only; false: guests only; absent: everyone. */
  loggedIn: z.boolean().optional(),
  /** true: ID-verified members only; false: not-yet-verified members only; absent: no condition. */
  verified: z.boolean().optional(),
  /** A page name checked with canAccessPage, or true for any per-page access; absent or false: no condition. */
  pageAccess: z.union([z.string().min(1).max(60), z.boolean()]).optional(),
};

interface LinkTarget {
  to?: string | undefined;
  params?: Record<string, string> | undefined;
  url?: string | undefined;
}

/** Exactly one of `to` and `url`; `params` only with `to`, naming every required param of the route and no other. */
function checkLinkTarget(link: LinkTarget, ctx: z.RefinementCtx, requireRoute = false): void {
  if (requireRoute && link.to === undefined) {
    ctx.addIssue({ code: 'custom', message: 'needs "to" (a route name)', path: ['to'] });
    return;
  }
  if ((link.to === undefined) === (link.url === undefined)) {
    ctx.addIssue({ code: 'custom', message: 'needs exactly one of "to" (a route name) and "url"', path: ['to'] });
    return;
  }
  if (link.to === undefined) {
    if (link.params !== undefined) ctx.addIssue({ code: 'custom', message: '"params" only goes with "to"', path: ['params'] });
    return;
  }
  const route = getRoute(link.to);
  if (!route) return; // the enum already reported it
  const expected = paramsOfPattern(route.path);
  const given = link.params ?? {};
  for (const p of expected) {
    if (p.required && given[p.name] === undefined) {
      ctx.addIssue({ code: 'custom', message: `route "${link.to}" (${route.path}) needs params.${p.name}`, path: ['params', p.name] });
    }
  }
  for (const name of Object.keys(given)) {
    if (!expected.some((p) => p.name === name)) {
      ctx.addIssue({ code: 'custom', message: `route "${link.to}" (${route.path}) has no param "${name}"`, path: ['params', name] });
    }
  }
}

/** One menu entry under a nav item (SPEC 2 Navbar: sub-items are filtered by verified status or page access). */
export const NavChild = z
  .strictObject({ text: Text, icon: z.string().min(1).max(60).optional(), target: z.enum(['_blank', '_self']).optional(), ...linkTargetShape, ...visibilityShape })
  .superRefine((v, ctx) => checkLinkTarget(v, ctx));
export type NavChild = z.infer<typeof NavChild>;

export const NavItem = z
  .strictObject({
    text: Text,
    icon: z.string().min(1).max(60).optional(),
    target: z.enum(['_blank', '_self']).optional(),
    ...linkTargetShape,
    ...visibilityShape,
    children: z.array(NavChild).max(30).optional(),
  })
  .superRefine((v, ctx) => checkLinkTarget(v, ctx));
export type NavItem = z.infer<typeof NavItem>;

/** An icon link in the top bar (search, messages, notifications…). */
export const NavIcon = z
  .strictObject({
    icon: z.string().min(1).max(60),
    /** Accessible label (translation key or literal). */
    text: Text,
    ...linkTargetShape,
    loggedIn: z.boolean().optional(),
  })
  .superRefine((v, ctx) => checkLinkTarget(v, ctx, true));
export type NavIcon = z.infer<typeof NavIcon>;

/** SPEC 3 Link: text, url or to, target, nofollow, loggedIn. */
export const Link = z
  .strictObject({
    text: Text,
    ...linkTargetShape,
    target: z.enum(['_blank', '_self']).optional(),
    nofollow: z.boolean().optional(),
    loggedIn: z.boolean().optional(),
  })
  .superRefine((v, ctx) => checkLinkTarget(v, ctx));
export type Link = z.infer<typeof Link>;

export const FooterBlock = z.strictObject({
  title: Text,
  loggedIn: z.boolean().optional(),
  links: z.array(Link).min(1, 'a footer block needs at least one link').max(20),
});
export type FooterBlock = z.infer<typeof FooterBlock>;

export const MAX_FOOTER_BLOCKS = 6;

export const Footer = z.strictObject({
  /** Descriptive text beside the brand (translation key or literal; `{brand}` is filled in). */
  text: Text,
  blocks: z
    .array(FooterBlock)
    .max(MAX_FOOTER_BLOCKS, `the footer has room for at most ${MAX_FOOTER_BLOCKS} columns of links (SPEC 9): merge some blocks`),
});
export type Footer = z.infer<typeof Footer>;

export const Meta = z.strictObject({
  title: Text,
  titleTemplate: z.string().min(2).max(120).refine((s) => s.includes('%s'), 'must contain %s where the page title goes, e.g. "%s | Brand"'),
  description: z.string().min(1).max(320),
  themeColour: HexColour,
  keywords: z.array(z.string().min(1).max(60)).max(30).optional(),
});
export type Meta = z.infer<typeof Meta>;

export const VariantFlags = z.strictObject({
  /** The variant sells upgrade tiers (Silver, Gold, Platinum). */
  paid: z.boolean(),
  /** Payments are taken on this variant; off: the upgrade flow redirects with a gift or reason query (SPEC 7). */
  payments: z.boolean(),
  /** Locations are organised by country (dogging-country-county-location links exist). */
  hasCountries: z.boolean(),
  /** The stories site (stsp only). */
  storiesMode: z.boolean(),
  /** Adverts show (lush and psbr only). */
  adverts: z.boolean(),
});
export type VariantFlags = z.infer<typeof VariantFlags>;

/** A lower-case host name with at least one dot and no port, e.g. `www.example-brand.co.uk`. */
export const HostName = z
  .string()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a lower-case host name without scheme or port, e.g. www.example.co.uk')
  .refine((h) => !h.endsWith('.localhost'), '<code>.localhost always works; do not list it');

/**
 * Which new photos and videos wait for staff approval before anyone but their owner sees them. Every upload
 * is reviewed by staff either way; this decides only what may show before that review:
 * - `all`: nothing shows before approval (the default, and what the legal pages promise);
 * - `public`: only what guests could see waits; members-only, friends-only and private items (in albums shared
 *   by invitation) show to their audience at once and are reviewed afterwards;
 * - `none`: everything shows to its audience at once and is reviewed afterwards.
 * The public gallery, open (unsigned) media URLs, and photos sent in messages or chat always need approval;
 * avatars and the known-abuse hash check are the same on every variant. Applied by the item's upload variant.
 */
export const MEDIA_APPROVAL_MODES = ['all', 'public', 'none'] as const;
export type MediaApprovalMode = (typeof MEDIA_APPROVAL_MODES)[number];
export const VariantMedia = z.strictObject({
  approval: z.enum(MEDIA_APPROVAL_MODES).default('all'),
});
export type VariantMedia = z.infer<typeof VariantMedia>;

/**
 * The processor that takes a brand's card payments (issue 25): `stripe` (Stripe's API with card entry on our
 * pages) or `hosted` (an adult-approved processor's hosted payment form, CCBill-style: signed form request,
 * signed postbacks, the processor's own recurring billing). The processor's account and secrets come from the
 * server's configuration (HOSTED_PAY_*), never from this file.
 */
export const PAYMENT_GATEWAYS = ['stripe', 'hosted'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
export const VariantPayments = z.strictObject({
  gateway: z.enum(PAYMENT_GATEWAYS, 'gateway must be stripe or hosted').default('stripe'),
});
export type VariantPayments = z.infer<typeof VariantPayments>;

const LocaleSchema = z.enum(LOCALES);

const KEY_LIKE = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)+$/;

/** One variant file, `variants/<code>.json`. */
export const Variant = /* @__PURE__ */ z
  .strictObject({
    code: z.enum(VARIANT_CODES),
    brand: Brand,
    colours: Colours,
    /** The default locale; must be the first of `locales`. */
    locale: LocaleSchema,
    /** Locales offered, first = default. */
    locales: z.array(LocaleSchema).min(1).max(6),
    currency: z.enum(CURRENCIES),
    /** Production host names; `<code>.localhost` always works and is not listed. */
    hosts: z.array(HostName).max(10).default([]),
    flags: VariantFlags,
    /** Route sections (first path segments, e.g. `dogging`) this variant does not offer. */
    disabledSections: z.array(z.string()).max(40).default([]),
    nav: z.array(NavItem).max(20),
    mobileNav: z.array(NavItem).max(40),
    navIcons: z.array(NavIcon).max(10),
    footer: Footer,
    meta: Meta,
    /** The route the footer button goes to on non-stories sites (SPEC 2 Footer). */
    chatEnterRoute: RouteNameSchema,
    googleAnalytics4: z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id such as G-AB12CD34EF').nullable(),
    legacyApi: z.url({ protocol: /^https?$/ }).nullable(),
    /** Media moderation (see VariantMedia); absent: every new photo and video waits for approval. */
    media: VariantMedia.default({ approval: 'all' }),
    /** Which payment processor takes this brand's cards (see VariantPayments); absent: Stripe. */
    payments: VariantPayments.default({ gateway: 'stripe' }),
  })
  .superRefine((v, ctx) => {
    const isStories = v.code === STORIES_VARIANT_CODE;
    if (v.flags.storiesMode !== isStories) {
      ctx.addIssue({
        code: 'custom',
        path: ['flags', 'storiesMode'],
        message: isStories ? 'stsp is the stories site: storiesMode must be true' : `only ${STORIES_VARIANT_CODE} may set storiesMode`,
      });
    }
    if (v.flags.adverts && !(ADVERT_VARIANT_CODES as readonly string[]).includes(v.code)) {
      ctx.addIssue({ code: 'custom', path: ['flags', 'adverts'], message: `adverts are allowed only on ${ADVERT_VARIANT_CODES.join(' and ')}` });
    }
    if (v.flags.payments && !v.flags.paid) {
      ctx.addIssue({ code: 'custom', path: ['flags', 'payments'], message: 'payments needs paid: a variant that sells no tiers takes no payments' });
    }
    if (v.locales[0] !== v.locale) {
      ctx.addIssue({ code: 'custom', path: ['locales', 0], message: `the first of locales is the default and must equal locale (${v.locale})` });
    }
    if (new Set(v.locales).size !== v.locales.length) ctx.addIssue({ code: 'custom', path: ['locales'], message: 'locales must not repeat' });
    if (new Set(v.hosts).size !== v.hosts.length) ctx.addIssue({ code: 'custom', path: ['hosts'], message: 'hosts must not repeat' });

    const disabled = new Set(v.disabledSections);
    v.disabledSections.forEach((s, i) => {
      if (!ROUTE_SECTIONS.includes(s)) ctx.addIssue({ code: 'custom', path: ['disabledSections', i], message: `"${s}" is not a route section` });
      else if ((CORE_SECTIONS as readonly string[]).includes(s)) ctx.addIssue({ code: 'custom', path: ['disabledSections', i], message: `"${s}" cannot be switched off` });
    });

    const checkText = (text: string, path: (string | number)[]) => {
      if (KEY_LIKE.test(text) && !isTranslationKey(text)) ctx.addIssue({ code: 'custom', path, message: `unknown translation key "${text}"` });
    };
    const checkRoute = (to: RouteName | undefined, path: (string | number)[]) => {
      const route = to === undefined ? undefined : getRoute(to);
      if (route && disabled.has(sectionOf(route))) ctx.addIssue({ code: 'custom', path, message: `route "${to}" is in a disabled section` });
    };
    for (const list of ['nav', 'mobileNav'] as const) {
      v[list].forEach((item, i) => {
        checkText(item.text, [list, i, 'text']);
        checkRoute(item.to, [list, i, 'to']);
        item.children?.forEach((child, j) => {
          checkText(child.text, [list, i, 'children', j, 'text']);
          checkRoute(child.to, [list, i, 'children', j, 'to']);
        });
      });
    }
    v.navIcons.forEach((icon, i) => {
      checkText(icon.text, ['navIcons', i, 'text']);
      checkRoute(icon.to, ['navIcons', i, 'to']);
    });
    checkText(v.footer.text, ['footer', 'text']);
    v.footer.blocks.forEach((block, i) => {
      checkText(block.title, ['footer', 'blocks', i, 'title']);
      block.links.forEach((link, j) => {
        checkText(link.text, ['footer', 'blocks', i, 'links', j, 'text']);
        checkRoute(link.to, ['footer', 'blocks', i, 'links', j, 'to']);
      });
    });
    checkRoute(v.chatEnterRoute, ['chatEnterRoute']);
    const chatRoute = getRoute(v.chatEnterRoute);
    if (chatRoute && paramsOfPattern(chatRoute.path).some((p) => p.required)) {
      ctx.addIssue({ code: 'custom', path: ['chatEnterRoute'], message: `chatEnterRoute must be a route without required params (${chatRoute.path})` });
    }
  });
export type Variant = z.infer<typeof Variant>;
/** The JSON as written (fields with defaults may be left out). */
export type VariantInput = z.input<typeof Variant>;

/** All variant files together: each code at most once, each host on one variant only. */
export const VariantSet = /* @__PURE__ */ z.array(Variant).superRefine((variants, ctx) => {
  const codes = new Map<string, number>();
  const hosts = new Map<string, string>();
  variants.forEach((v, i) => {
    if (codes.has(v.code)) ctx.addIssue({ code: 'custom', path: [i, 'code'], message: `variant "${v.code}" appears twice` });
    codes.set(v.code, i);
    v.hosts.forEach((h, j) => {
      const owner = hosts.get(h);
      if (owner !== undefined && owner !== v.code) ctx.addIssue({ code: 'custom', path: [i, 'hosts', j], message: `host "${h}" is already used by ${owner}` });
      hosts.set(h, v.code);
    });
  });
});

/** Parses one variant file's JSON; the error names the file and every problem with its path. */
export function parseVariant(json: unknown, source = 'variant'): Variant {
  const result = Variant.safeParse(json);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid ${source}:\n${lines.join('\n')}`);
}

/** The flags libs/domain's rules take (its SiteFlags). */
export function siteFlagsOf(v: Pick<Variant, 'code' | 'flags'>): { code: string; paid: boolean; payments: boolean; storiesMode: boolean; adverts: boolean; hasCountries: boolean } {
  return { code: v.code, ...v.flags };
}
