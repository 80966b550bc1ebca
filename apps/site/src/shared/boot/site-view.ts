import { Layout, SiteConfig } from '@community/contracts';
import type { SiteFlags } from '@community/domain';

/**
 * The parts of the boot data the site reads, from the contracts' SiteConfig and Layout. The server's JSON
 * is checked against those schemas; if it does not match (an older API, a half-migrated variant), the
 * site still starts from whatever it can read, rather than showing nothing, and says so in the console.
 */

/** Nine shades, colour100 … colour900. */
export type Palette = readonly [string, string, string, string, string, string, string, string, string];

export interface SiteBrandView {
  logo: string | null;
  logo2x: string | null;
  alt: string;
  name: string;
  text: string | null;
}

export interface SiteView {
  code: string | null;
  locale: string;
  brand: SiteBrandView;
  primary: Palette | null;
  secondary: Palette | null;
  /** The full configuration when it passed the contracts' schema. */
  config: SiteConfig | null;
}

export interface LayoutView {
  locale: string | null;
  /** Flat dotted keys, e.g. `auth.login.title`. */
  translations: Readonly<Record<string, string>>;
  /** The full layout when it passed the contracts' schema. */
  layout: Layout | null;
}

export const DEFAULT_LOCALE = 'en_GB';
const SHADES = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function readPalette(source: Json, prefix: string): Palette | null {
  const shades = SHADES.map((shade) => str(source[`${prefix}${shade}`]));
  if (shades.some((s) => s === null)) return null;
  return shades as unknown as Palette;
}

function warn(what: string, issues: unknown): void {
  if (typeof console !== 'undefined') console.warn(`The ${what} does not match the contracts' schema`, issues);
}

export function toSiteView(raw: unknown): SiteView {
  const parsed = SiteConfig.safeParse(raw);
  if (!parsed.success) warn('site configuration', parsed.error.issues);
  const config = isRecord(raw) ? raw : {};
  const brand = isRecord(config.brand) ? config.brand : {};
  const name = str(brand.name) ?? str(brand.alt) ?? str(config.code) ?? 'Community';
  // A seasonal logo (SPEC 3) replaces the usual one while it is set.
  const seasonal = str(brand.seasonalLogo);
  return {
    code: str(config.code),
    locale: str(config.locale) ?? DEFAULT_LOCALE,
    brand: {
      logo: seasonal ?? str(brand.logo),
      logo2x: seasonal ? null : (str(brand.logo2x) ?? str(brand['logo@2x'])),
      alt: str(brand.alt) ?? name,
      name,
      text: str(brand.text),
    },
    primary: readPalette(config, 'colour'),
    secondary: readPalette(config, 'secondary'),
    config: parsed.success ? parsed.data : null,
  };
}

/** Nested catalogues ({ auth: { login: { title } } }) become flat dotted keys. */
export function flattenTranslations(source: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (!isRecord(source)) return into;
  for (const [key, value] of Object.entries(source)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else if (isRecord(value)) flattenTranslations(value, path, into);
  }
  return into;
}

export function toLayoutView(raw: unknown): LayoutView {
  const parsed = Layout.safeParse(raw);
  if (!parsed.success) warn('layout', parsed.error.issues);
  const layout = isRecord(raw) ? raw : {};
  return {
    locale: str(layout.locale),
    translations: flattenTranslations(layout.translations),
    layout: parsed.success ? parsed.data : null,
  };
}

/** The site flags libs/domain's rules read (adverts, stories site, payments), from the site configuration. */
export function siteFlagsOf(site: SiteView): SiteFlags {
  return {
    code: site.code ?? '',
    paid: site.config?.paid ?? false,
    payments: site.config?.payments ?? false,
    storiesMode: site.config?.storiesMode ?? false,
    adverts: site.config?.adverts ?? false,
  };
}
