import { LOCALES, languageOf, normaliseLocale, pickLocale } from './locales.js';
import { formatMessage } from './format.js';
import {
  isTranslationKey,
  LANGUAGE_CATALOGUES,
  placeholdersOf,
  pluralBaseOf,
  translate,
  TRANSLATION_KEYS,
  translationsFor,
  type TranslationKey,
} from './translations.js';

/** The reference: en_GB with every family's strings. */
const en_GB = LANGUAGE_CATALOGUES.en;

describe('catalogues', () => {
  it('keeps keys flat and dotted (a plural form adds i18next\'s `_<category>` to its key)', () => {
    for (const key of TRANSLATION_KEYS) expect(pluralBaseOf(key) ?? key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)+$/);
  });

  it.each(Object.entries(LANGUAGE_CATALOGUES))('%s translates every key, non-empty, with the same placeholders', (_language, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual([...TRANSLATION_KEYS].sort());
    for (const key of TRANSLATION_KEYS) {
      expect(catalogue[key].trim()).not.toBe('');
      expect([key, placeholdersOf(catalogue[key])]).toEqual([key, placeholdersOf(en_GB[key])]);
    }
  });

  it('really translates (other languages differ from English for most keys)', () => {
    for (const [language, catalogue] of Object.entries(LANGUAGE_CATALOGUES)) {
      if (language === 'en') continue;
      const same = TRANSLATION_KEYS.filter((k) => catalogue[k] === en_GB[k]).length;
      expect(same / TRANSLATION_KEYS.length).toBeLessThan(0.2);
    }
  });

  it('has the texts the spec fixes', () => {
    expect(en_GB['errors.notFound.text']).toBe('This page could not be found');
    expect(en_GB['errors.notFound.title']).toBe('Page Not Found');
    expect(en_GB['errors.errorPageFailed']).toBe('An error occurred while showing the error page');
    for (const b of ['join-today', 'upgrade', 'write-story', 'get-chatting']) expect(isTranslationKey(`footer.button.${b}`)).toBe(true);
  });
});

describe('translationsFor', () => {
  it('gives en_GB by default and for unknown locales', () => {
    expect(translationsFor(undefined)['auth.login.title']).toBe('Log in');
    expect(translationsFor('xx_YY')['auth.login.title']).toBe('Log in');
    expect(translationsFor('not a locale')['auth.login.title']).toBe('Log in');
  });

  it('gives each language its own catalogue', () => {
    expect(translationsFor('de_DE')['auth.login.title']).toBe('Anmelden');
    expect(translationsFor('fr_FR')['auth.login.title']).toBe('Connexion');
    expect(translationsFor('es_ES')['auth.login.title']).toBe('Iniciar sesión');
    expect(translationsFor('it_IT')['auth.login.title']).toBe('Accedi');
    expect(translationsFor('nl_NL')['auth.login.title']).toBe('Inloggen');
    expect(translationsFor('pl_PL')['auth.login.title']).toBe('Zaloguj się');
    expect(translationsFor('pt_BR')['auth.login.title']).toBe('Entrar');
  });

  it('falls back from a region to its language, then to en_GB', () => {
    expect(translationsFor('de_AT')['nav.messages']).toBe('Nachrichten');
    expect(translationsFor('nl_BE')['nav.messages']).toBe('Berichten');
    expect(translationsFor('en_AU')['nav.favouriteStories']).toBe('Favourite stories');
    expect(translationsFor('fr-CA')['nav.messages']).toBe('Messages');
  });

  it('applies regional overrides', () => {
    expect(translationsFor('en_US')['nav.favouriteStories']).toBe('Favorite stories');
    expect(translationsFor('en_US')['auth.login.title']).toBe('Log in');
    expect(translationsFor('de_DE')['common.close']).toBe('Schließen');
    expect(translationsFor('de_CH')['common.close']).toBe('Schliessen');
    expect(Object.values(translationsFor('de_CH')).some((s) => s.includes('ß'))).toBe(false);
  });

  it('returns a complete, frozen, cached catalogue for every locale a variant may offer', () => {
    for (const locale of LOCALES) {
      const c = translationsFor(locale);
      expect(Object.keys(c)).toHaveLength(TRANSLATION_KEYS.length);
      expect(Object.isFrozen(c)).toBe(true);
      expect(translationsFor(locale)).toBe(c);
    }
  });
});

describe('formatting', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('Hi {name}, {n} new', { name: 'Ann', n: 3 })).toBe('Hi Ann, 3 new');
    expect(formatMessage('Hi {name}')).toBe('Hi {name}');
    expect(translate(translationsFor('en_GB'), 'auth.login.intro', { brand: 'X' })).toBe('Welcome back to X.');
  });

  it('types keys', () => {
    const key: TranslationKey = 'auth.mfa.title';
    expect(isTranslationKey(key)).toBe(true);
    expect(isTranslationKey('auth.nope')).toBe(false);
    // @ts-expect-error not a key
    const bad: TranslationKey = 'auth.nope';
    expect(bad).toBe('auth.nope');
  });
});

describe('locales', () => {
  it('normalises tags', () => {
    expect(normaliseLocale('de-ch')).toBe('de_CH');
    expect(normaliseLocale(' EN_gb ')).toBe('en_GB');
    expect(normaliseLocale('fr')).toBe('fr');
    expect(normaliseLocale('de-CH-1996')).toBeNull();
    expect(languageOf('pt_BR')).toBe('pt');
  });

  it('picks an offered locale: exact, then same language, then the default', () => {
    const offered = ['de_CH', 'fr_CH', 'it_CH', 'en_GB'] as const;
    expect(pickLocale('fr_CH', offered)).toBe('fr_CH');
    expect(pickLocale('fr-FR', offered)).toBe('fr_CH');
    expect(pickLocale('en', offered)).toBe('en_GB');
    expect(pickLocale('pl_PL', offered)).toBe('de_CH');
    expect(pickLocale(undefined, offered)).toBe('de_CH');
  });
});
