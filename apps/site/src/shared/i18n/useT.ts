import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../boot/boot-context';
import { translatorFrom, type Translator } from './translator';

/** The translator for the current layout (react-i18next underneath); `{brand}` is always the variant's name. */
export function useT(): Translator {
  const { i18n } = useTranslation();
  const { site, layout } = useBoot();
  const locale = layout.locale ?? site.locale;
  return useMemo(() => translatorFrom(i18n, { brand: site.brand.name }, locale), [i18n, site.brand.name, locale]);
}
