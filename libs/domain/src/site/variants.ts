/** The 21 brand and regional variants (SPEC 1). */
export const VARIANT_CODES = [
  'fsuk', 'kiwi', 'lush', 'pefr', 'psbr', 's4ie', 'scit', 'scnl', 'shat', 'shau', 'shbe',
  'shca', 'shch', 'shde', 'shes', 'shpl', 'shuk', 'shus', 'shza', 'stsp', 'swbw',
] as const;
export type VariantCode = (typeof VARIANT_CODES)[number];

/** The stories site. */
export const STORIES_VARIANT = 'stsp' satisfies VariantCode;

/** Variants that carry adverts (SPEC 2 Page header, SPEC 6 adverts). */
export const ADVERT_VARIANTS = ['lush', 'psbr'] as const satisfies readonly VariantCode[];

/** What the rules need to know about the variant serving the request. */
export interface SiteFlags {
  /** Variant code, e.g. 'shuk'. */
  readonly code: string;
  /** The variant sells upgrade tiers. */
  readonly paid: boolean;
  /** A payment gateway is configured and switched on. */
  readonly payments: boolean;
  /** The variant runs as a stories site. */
  readonly storiesMode: boolean;
  /** The variant shows adverts. */
  readonly adverts: boolean;
}

/** True for one of the 21 known variant codes (exact, lower case). */
export function isVariantCode(code: string): code is VariantCode {
  return (VARIANT_CODES as readonly string[]).includes(code);
}

/** A site is the stories site when its storiesMode flag is on or its code is stsp (so a config slip on stsp cannot turn it into a dating site). */
export function isStoriesSite(site: Pick<SiteFlags, 'code' | 'storiesMode'>): boolean {
  return site.storiesMode || site.code === STORIES_VARIANT;
}
