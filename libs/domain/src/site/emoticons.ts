import { isStoriesSite, type SiteFlags } from './variants.js';

/** Adult emoticons are removed on the stories site (SPEC 5); other sites keep them all. */
export function visibleEmoticons<T extends { readonly adult?: boolean }>(
  emoticons: readonly T[],
  site: Pick<SiteFlags, 'code' | 'storiesMode'>,
): T[] {
  return isStoriesSite(site) ? emoticons.filter((e) => e.adult !== true) : [...emoticons];
}
