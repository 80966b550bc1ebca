import { useMemo } from 'react';
import { useBoot } from '../boot-context';
import { createTranslator, type Translator } from './translator';

/** The translator for the current layout; `{brand}` is always the variant's name. */
export function useT(): Translator {
  const { layout, site } = useBoot();
  return useMemo(() => createTranslator(layout.translations, { brand: site.brand.name }), [layout.translations, site.brand.name]);
}
