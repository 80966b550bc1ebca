import i18next, { type i18n as I18n } from 'i18next';
import { Fragment, createElement, type ReactNode } from 'react';
import { FALLBACK_TRANSLATIONS, type SiteTranslationKey } from './fallback';

export type TranslationVars = Record<string, string | number>;
export type RichTranslationVars = Record<string, ReactNode>;

export interface Translator {
  /** The text for a key with `{placeholders}` filled in. */
  (key: SiteTranslationKey, vars?: TranslationVars): string;
  /** Like t(), but placeholders may be React nodes (e.g. a bold name). */
  rich: (key: SiteTranslationKey, vars: RichTranslationVars) => ReactNode;
  /**
   * The form of a key for a number, by the language's plural rules (Intl.PluralRules, i18next's key names):
   * exactly 1 uses `<key>.one` where the catalogue has that literal "1 …" text; otherwise `<key>_<category>`
   * (`_one`, `_few`, `_many`, `_other`) when the catalogue has it, else `<key>`. `{count}` is the number.
   */
  count: (key: SiteTranslationKey, count: number, vars?: TranslationVars) => string;
}

/** Splits around `{placeholder}`s, keeping their names (same syntax as the contracts' formatMessage). */
const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/;
const LANGUAGE = 'site';
const FALLBACK_LANGUAGE = 'fallback';

/**
 * An i18next instance fed from the layout endpoint's translations (flat dotted keys, `{placeholder}` syntax),
 * with the English catalogue plus the site-only strings as its fallback language. Initialised synchronously:
 * the translations are already in the boot data.
 */
export function createI18n(translations: Readonly<Record<string, string>>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [LANGUAGE]: { translation: { ...translations } }, [FALLBACK_LANGUAGE]: { translation: { ...FALLBACK_TRANSLATIONS } } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    // The catalogues use `{name}`; React escapes what it renders.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false, skipOnVariables: true },
    // Keep an unknown placeholder visible rather than dropping it (as formatMessage does).
    missingInterpolationHandler: (text: string, value: RegExpExecArray) => value[0],
    showSupportNotice: false,
  } as Parameters<I18n['init']>[0]);
  return instance;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural rules of a site locale (`pl_PL` → Polish: one, few, many, other); English when unknown. */
function pluralRulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale.replace('_', '-'));
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules;
}

/**
 * The Translator API the site's pages call, on top of an i18next instance; shared values (the brand) fill every
 * key. `locale` picks the plural rules of `t.count`.
 */
export function translatorFrom(instance: I18n, shared: TranslationVars = {}, locale = 'en_GB'): Translator {
  const lookup = (key: string): string | null => {
    const raw: unknown = instance.getResource(LANGUAGE, 'translation', key) ?? instance.getResource(FALLBACK_LANGUAGE, 'translation', key);
    return typeof raw === 'string' ? raw : null;
  };
  const template = (key: SiteTranslationKey): string => lookup(key) ?? key;

  const t = ((key, vars) => instance.t(key, { ...shared, ...vars, defaultValue: key })) as Translator;

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
  t.count = (key, count, vars = {}) => {
    if (count === 1 && lookup(`${key}.one`) !== null) return t(`${key}.one` as SiteTranslationKey, vars);
    const form = `${key}_${pluralRulesFor(locale).select(count)}`;
    return t((lookup(form) !== null ? form : key) as SiteTranslationKey, { count, ...vars });
  };
  return t;
}

/** A translator over the layout's translations, then the English fallback. */
export function createTranslator(translations: Readonly<Record<string, string>>, shared: TranslationVars = {}, locale?: string): Translator {
  return translatorFrom(createI18n(translations), shared, locale);
}
