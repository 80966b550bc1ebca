import { formatMessage } from '@community/contracts';
import { Fragment, createElement, type ReactNode } from 'react';
import { FALLBACK_TRANSLATIONS, type SiteTranslationKey } from './fallback';

export type TranslationVars = Record<string, string | number>;
export type RichTranslationVars = Record<string, ReactNode>;

export interface Translator {
  /** The text for a key with `{placeholders}` filled in. */
  (key: SiteTranslationKey, vars?: TranslationVars): string;
  /** Like t(), but placeholders may be React nodes (e.g. a bold name). */
  rich: (key: SiteTranslationKey, vars: RichTranslationVars) => ReactNode;
}

/** Splits around `{placeholder}`s, keeping their names (same syntax as the contracts' formatMessage). */
const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/;

/**
 * Looks a key up in the layout's translations, then in the English fallback. Shared values such as the
 * brand name are filled in for every key.
 */
export function createTranslator(translations: Readonly<Record<string, string>>, shared: TranslationVars = {}): Translator {
  const template = (key: SiteTranslationKey): string => translations[key] ?? FALLBACK_TRANSLATIONS[key] ?? key;

  const t = ((key, vars) => formatMessage(template(key), { ...shared, ...vars })) as Translator;

  t.rich = (key, vars) => {
    const parts = template(key).split(PLACEHOLDER);
    // split() with a capture group alternates text and placeholder names.
    return createElement(
      Fragment,
      null,
      ...parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const value = vars[part] ?? shared[part];
        return createElement(Fragment, { key: index }, value === undefined ? `{${part}}` : value);
      }),
    );
  };
  return t;
}
