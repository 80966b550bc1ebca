import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

/**
 * The console's languages: those the variants speak (`variants/*.json` locales: en, de, fr, it, es, pt, nl, pl)
 * for which react-admin's own strings exist on npm for a version that installs beside react-admin 5
 * (`ra-language-french` 5.x; the German, Italian, Spanish and Portuguese packages are older catalogues whose
 * keys still match most of react-admin 5's). Dutch (`ra-language-dutch` pulls in ra-core 4) and Polish
 * (`ra-language-polish` asks for ra-core 3) are not offered yet. Our own labels are translated into German
 * and French; any string missing from a catalogue shows in English.
 */
export const STAFF_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'pt', name: 'Português' },
] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number]['locale'];

const isStaffLocale = (l: string): l is StaffLocale => STAFF_LOCALES.some((x) => x.locale === l);

/** Every catalogue starts from English, so a key a language lacks (react-admin's newer ones, our labels) stays English. */
async function load(locale: StaffLocale): Promise<TranslationMessages> {
  switch (locale) {
    case 'de': {
      const [ra, ours] = await Promise.all([import('ra-language-german'), import('./labels.de')]);
      return mergeTranslations(englishMessages, ra.default as TranslationMessages, ours.de);
    }
    case 'fr': {
      const [ra, ours] = await Promise.all([import('ra-language-french'), import('./labels.fr')]);
      return mergeTranslations(englishMessages, ra.default as TranslationMessages, ours.fr);
    }
    case 'es':
      return mergeTranslations(englishMessages, (await import('ra-language-spanish')).default as TranslationMessages);
    case 'it':
      return mergeTranslations(englishMessages, (await import('ra-language-italian')).default as TranslationMessages);
    case 'pt':
      return mergeTranslations(englishMessages, (await import('ra-language-portuguese')).default as TranslationMessages);
    default:
      return englishMessages;
  }
}

/**
 * react-admin's i18n provider (polyglot). English is loaded with the console; another language is fetched when
 * chosen in the app bar (react-admin keeps the choice in its store, so it survives a reload). `allowMissing`: a label without a translation shows as written (react-admin passes it as the default).
 */
export function createI18nProvider() {
  return polyglotI18nProvider((l) => (l === 'en' || !isStaffLocale(l) ? englishMessages : load(l)), 'en', [...STAFF_LOCALES], { allowMissing: true });
}

export const i18nProvider = createI18nProvider();
