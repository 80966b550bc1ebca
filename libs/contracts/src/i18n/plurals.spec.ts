import { FAMILIES } from './families/index.js';
import { formatMessage } from './format.js';
import { LANGUAGES, LOCALES } from './locales.js';
import { isTranslationKey, LANGUAGE_CATALOGUES, placeholdersOf, pluralBaseOf, translationsFor, type Catalogue, type TranslationKey } from './translations.js';

/**
 * The keys the site counts with `t.count(key, n)` (apps/site/src: members' and Discover's distance cards,
 * media's album, picker and viewer, stories' cards, series, reader tip and comment likes), with the number's
 * placeholder.
 */
const COUNTED: Readonly<Record<string, string>> = {
  'members.distance.mi': 'value',
  'members.distance.km': 'value',
  'media.picker.use': 'count',
  'media.viewer.views': 'views',
  'media.album.count': 'count',
  'media.album.added': 'count',
  'stories.comments.likeCount': 'count',
  'stories.reader.tipSend': 'count',
  'stories.card.words': 'count',
  'stories.card.minutes': 'count',
  'stories.card.chapters': 'count',
  'stories.card.reads': 'count',
  'stories.card.likes': 'count',
  'stories.card.comments': 'count',
  'stories.series.parts': 'count',
};
const NUMBERS = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 1.5];

const rules = (locale: string) => new Intl.PluralRules(locale.replace('_', '-'));

/** The catalogue key the site's t.count reads for n: the exact-1 `.one` text, else `<key>_<category>`, else the key. */
function formFor(catalogue: Catalogue, locale: string, key: string, n: number): string {
  const texts = catalogue as Readonly<Record<string, string>>;
  if (n === 1 && texts[`${key}.one`] !== undefined) return `${key}.one`;
  const form = `${key}_${rules(locale).select(n)}`;
  return texts[form] !== undefined ? form : key;
}

/** What t.count shows for n (the number written the locale's way, as the pages pass it). */
function count(locale: string, key: string, n: number): string {
  const catalogue = translationsFor(locale);
  const text = (catalogue as Readonly<Record<string, string>>)[formFor(catalogue, locale, key, n)] as string;
  const written = n.toLocaleString(locale.replace('_', '-'));
  return formatMessage(text, { count: written, value: written, views: written });
}

/** The plural forms each language writes itself, from the families. */
const declared = new Map<string, string[]>(
  LANGUAGES.map((language) => {
    const name = language === 'en' ? 'en_GB' : language;
    const keys = FAMILIES.flatMap((family) => Object.keys((family as unknown as Record<string, Readonly<Record<string, string>>>)[name] ?? {}));
    return [language, keys.filter((key) => pluralBaseOf(key) !== null)];
  }),
);

describe('plural forms of counted keys', () => {
  it('counts only keys the catalogue has', () => {
    for (const key of Object.keys(COUNTED)) expect([key, isTranslationKey(key)]).toEqual([key, true]);
  });

  it.each([...LOCALES])('%s: every plural category of the test numbers reads a text with the number in it', (locale) => {
    const catalogue = translationsFor(locale);
    const texts = catalogue as Readonly<Record<string, string>>;
    for (const [key, placeholder] of Object.entries(COUNTED)) {
      for (const n of NUMBERS) {
        const form = formFor(catalogue, locale, key, n);
        const category = rules(locale).select(n);
        expect([key, n, [key, `${key}.one`, `${key}_${category}`].includes(form)]).toEqual([key, n, true]);
        const text = texts[form];
        expect(text?.trim()).toBeTruthy();
        // The exact-1 texts write the 1 out; every other form carries the key's placeholders.
        if (!form.endsWith('.one')) expect([form, placeholdersOf(text as string)]).toEqual([form, placeholdersOf(catalogue[key as TranslationKey])]);
        if (!form.endsWith('.one')) expect(placeholdersOf(text as string)).toContain(placeholder);
      }
    }
  });

  it('declares plural forms only of counted keys, in categories the language has', () => {
    for (const [language, forms] of declared) {
      const categories = rules(language).resolvedOptions().pluralCategories as string[];
      for (const form of forms) {
        const base = pluralBaseOf(form) as string;
        expect([form, base in COUNTED, categories.includes(form.slice(base.length + 1))]).toEqual([form, true, true]);
      }
    }
  });

  it.each([...LOCALES])('%s: a plural form its language does not write reads the key\'s own text (regional texts included)', (locale) => {
    const catalogue = translationsFor(locale) as Readonly<Record<string, string>>;
    const own = new Set(declared.get(locale.split('_')[0] as string));
    for (const key of Object.keys(catalogue)) {
      const base = pluralBaseOf(key);
      if (base !== null && !own.has(key)) expect([key, catalogue[key]]).toEqual([key, catalogue[base]]);
    }
  });

  it('gives Polish every form (one unless there is a "1 …" text, few, many, other) of each key it inflects', () => {
    const forms = new Set(declared.get('pl'));
    const inflected = [...new Set([...forms].map((form) => pluralBaseOf(form) as string))];
    expect(inflected.sort()).toEqual(
      Object.keys(COUNTED)
        .filter((key) => !['members.distance.km', 'media.picker.use', 'media.album.added', 'stories.card.minutes'].includes(key))
        .sort(),
    );
    const pl = LANGUAGE_CATALOGUES.pl as Readonly<Record<string, string>>;
    for (const key of inflected) {
      const needed = ['few', 'many', 'other', ...(pl[`${key}.one`] === undefined ? ['one'] : [])];
      for (const category of needed) expect([key, category, forms.has(`${key}_${category}`)]).toEqual([key, category, true]);
      // 2 and 22 read the few form, 5 the many form (the same words only where Polish has them: "2/5 części").
      const catalogue = translationsFor('pl_PL');
      expect([2, 5, 22].map((n) => formFor(catalogue, 'pl_PL', key, n))).toEqual([`${key}_few`, `${key}_many`, `${key}_few`]);
      expect(count('pl_PL', key, 22)).toBe(count('pl_PL', key, 2).replace('2', '22'));
      if (key !== 'stories.series.parts') expect(count('pl_PL', key, 2)).not.toBe(count('pl_PL', key, 5).replace('5', '2'));
    }
  });

  it('writes Polish counts grammatically', () => {
    const says = (key: string, ns: number[]) => ns.map((n) => count('pl_PL', key, n));
    expect(says('members.distance.mi', [1, 2, 5, 12, 22, 25, 1.5])).toEqual([
      '1 milę stąd',
      '2 mile stąd',
      '5 mil stąd',
      '12 mil stąd',
      '22 mile stąd',
      '25 mil stąd',
      '1,5 mili stąd',
    ]);
    expect(says('stories.card.words', [1, 2, 5, 22, 1.5])).toEqual(['1 słowo', '2 słowa', '5 słów', '22 słowa', '1,5 słowa']);
    expect(says('media.album.count', [1, 2, 5, 22, 0])).toEqual(['1 zdjęcie', '2 zdjęcia', '5 zdjęć', '22 zdjęcia', '0 zdjęć']);
    expect(says('stories.card.comments', [1, 3, 11, 24])).toEqual(['1 komentarz', '3 komentarze', '11 komentarzy', '24 komentarze']);
    expect(says('stories.reader.tipSend', [1, 2, 100])).toEqual(['Wyślij 1 monetę', 'Wyślij 2 monety', 'Wyślij 100 monet']);
    expect(says('stories.series.parts', [1, 4, 5])).toEqual(['1 część', '4 części', '5 części']);
    expect(says('media.viewer.views', [1, 2, 5])).toEqual(['1 wyświetlenie', '2 wyświetlenia', '5 wyświetleń']);
  });

  it('leaves the languages with one and other as they were: the key, or its "1 …" text for exactly 1', () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith('pl'))) {
      const catalogue = translationsFor(locale) as Readonly<Record<string, string>>;
      for (const key of Object.keys(COUNTED)) {
        for (const n of NUMBERS) {
          const expected = n === 1 && catalogue[`${key}.one`] !== undefined ? catalogue[`${key}.one`] : catalogue[key];
          expect([locale, key, n, catalogue[formFor(translationsFor(locale), locale, key, n)]]).toEqual([locale, key, n, expected]);
        }
      }
    }
  });
});
