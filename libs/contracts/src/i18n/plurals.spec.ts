import { FAMILIES } from './families/index.js';
import { formatMessage } from './format.js';
import { LANGUAGES, LOCALES } from './locales.js';
import { isTranslationKey, LANGUAGE_CATALOGUES, placeholdersOf, pluralBaseOf, translationsFor, type Catalogue, type TranslationKey } from './translations.js';

/**
 * The keys the site counts with `t.count(key, n)` (apps/site/src: members' and Discover's distance cards,
 * media's album, picker and viewer, stories' cards, series, reader tip and comment likes, the notifications'
 * "and N others", the forum's, groups' and clubs' counts), with the number's placeholder.
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
  'messaging.notifications.actors.many': 'others',
  'forum.topics': 'count',
  'forum.posts': 'count',
  'forum.replies': 'count',
  'forum.votes': 'count',
  'forum.unread': 'count',
  'forum.newTopics': 'count',
  'groups.members': 'count',
  'groups.posts': 'count',
  'groups.wall.comments': 'count',
  'clubs.reviews': 'count',
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
  return formatMessage(text, { count: written, value: written, views: written, others: written, first: 'Anna' });
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
        .filter((key) => !['members.distance.km', 'media.picker.use', 'media.album.added', 'stories.card.minutes', 'forum.unread'].includes(key))
        .sort(),
    );
    const pl = LANGUAGE_CATALOGUES.pl as Readonly<Record<string, string>>;
    for (const key of inflected) {
      const needed = ['few', 'many', 'other', ...(pl[`${key}.one`] === undefined ? ['one'] : [])];
      for (const category of needed) expect([key, category, forms.has(`${key}_${category}`)]).toEqual([key, category, true]);
      // 2 and 22 read the few form, 5 the many form (the same words only where Polish has them: "2/5 części", "2/5 odpowiedzi").
      const catalogue = translationsFor('pl_PL');
      expect([2, 5, 22].map((n) => formFor(catalogue, 'pl_PL', key, n))).toEqual([`${key}_few`, `${key}_many`, `${key}_few`]);
      expect(count('pl_PL', key, 22)).toBe(count('pl_PL', key, 2).replace('2', '22'));
      if (!['stories.series.parts', 'forum.replies'].includes(key)) expect(count('pl_PL', key, 2)).not.toBe(count('pl_PL', key, 5).replace('5', '2'));
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

  /**
   * The keys whose text reads the same for 1 as for 2 in a language with one and other (a unit or an invariable
   * word: "km", "min", "j’aime", "me gusta", "Kapitel", "-mal gelesen", "5 mijl", "5 foto", "added", "más"); every other
   * counted key has a singular for 1 (its `.one` text or its `_one` form).
   */
  const SAME_FOR_ONE: Readonly<Record<string, readonly string[]>> = {
    en: ['members.distance.km', 'media.picker.use', 'media.album.added', 'stories.card.minutes', 'forum.unread'],
    de: ['members.distance.km', 'media.album.added', 'stories.card.minutes', 'stories.card.chapters', 'stories.card.reads', 'messaging.notifications.actors.many', 'forum.unread'],
    fr: ['members.distance.km', 'stories.card.minutes', 'stories.card.likes', 'stories.comments.likeCount', 'clubs.reviews'],
    es: ['members.distance.km', 'stories.card.minutes', 'stories.card.likes', 'stories.comments.likeCount', 'messaging.notifications.actors.many', 'forum.unread'],
    it: ['members.distance.km', 'media.album.count', 'stories.card.minutes', 'stories.card.likes', 'stories.comments.likeCount', 'groups.posts'],
    nl: ['members.distance.km', 'members.distance.mi', 'media.album.added', 'media.picker.use', 'media.viewer.views', 'stories.card.minutes', 'stories.card.reads', 'stories.comments.likeCount', 'forum.unread'],
    pt: ['members.distance.km', 'stories.card.minutes', 'messaging.notifications.actors.many'],
  };
  /** What t.count shows for n, the number itself written as `#` (so 1 and 2 compare by their words). */
  const words = (locale: string, key: string, n: number) => count(locale, key, n).replace(n.toLocaleString(locale.replace('_', '-')), '#');
  const oneOther = LOCALES.filter((l) => !l.startsWith('pl'));

  it.each(oneOther)('%s: 1 reads with the singular wherever the language inflects the word, never "1 likes"', (locale) => {
    const same = SAME_FOR_ONE[locale.split('_')[0] as string] as readonly string[];
    for (const key of Object.keys(COUNTED)) {
      const [one, two] = [words(locale, key, 1), words(locale, key, 2)];
      if (same.includes(key)) expect([locale, key, one]).toEqual([locale, key, two]);
      else expect([locale, key, one]).not.toEqual([locale, key, two]);
    }
  });

  it.each(oneOther)('%s: the numbers of the other categories read the key’s own text', (locale) => {
    const catalogue = translationsFor(locale) as Readonly<Record<string, string>>;
    for (const key of Object.keys(COUNTED)) {
      for (const n of NUMBERS.filter((m) => rules(locale).select(m) !== 'one')) {
        expect([locale, key, n, catalogue[formFor(translationsFor(locale), locale, key, n)]]).toEqual([locale, key, n, catalogue[key]]);
      }
    }
  });

  it.each(oneOther.filter((l) => /^(fr|pt)_/.test(l)))('%s: 0 and 1.5 are "one" too, and read with the same singular as 1', (locale) => {
    for (const key of Object.keys(COUNTED)) {
      for (const n of [0, 1.5]) {
        expect(rules(locale).select(n)).toBe('one');
        expect([locale, key, n, words(locale, key, n)]).toEqual([locale, key, n, words(locale, key, 1)]);
      }
    }
  });

  it('writes the singular of English and the other one/other languages', () => {
    const says = (locale: string, key: string, ns: number[]) => ns.map((n) => count(locale, key, n));
    expect(says('en_GB', 'stories.card.likes', [1, 2, 0])).toEqual(['1 like', '2 likes', '0 likes']);
    expect(says('en_US', 'stories.comments.likeCount', [1, 2])).toEqual(['1 like', '2 likes']);
    expect(says('en_GB', 'stories.card.words', [1, 2, 1.5])).toEqual(['1 word', '2 words', '1.5 words']);
    expect(says('en_GB', 'stories.reader.tipSend', [1, 5])).toEqual(['Send 1 coin', 'Send 5 coins']);
    expect(says('en_GB', 'members.distance.mi', [1, 1.5])).toEqual(['1 mile away', '1.5 miles away']);
    expect(says('en_GB', 'messaging.notifications.actors.many', [1, 4])).toEqual(['Anna and 1 other', 'Anna and 4 others']);
    expect(says('de_DE', 'stories.card.words', [1, 2])).toEqual(['1 Wort', '2 Wörter']);
    expect(says('de_CH', 'stories.reader.tipSend', [1, 2])).toEqual(['1 Münze senden', '2 Münzen senden']);
    expect(says('fr_FR', 'stories.card.words', [0, 1, 1.5, 2])).toEqual(['0 mot', '1 mot', '1,5 mot', '2 mots']);
    expect(says('fr_FR', 'members.distance.mi', [0, 1, 1.5, 2])).toEqual(['à 0 mile', 'à 1 mile', 'à 1,5 mile', 'à 2 miles']);
    expect(says('fr_BE', 'media.album.count', [0, 1, 2])).toEqual(['0 photo', '1 photo', '2 photos']);
    expect(says('es_ES', 'stories.card.chapters', [1, 2])).toEqual(['1 capítulo', '2 capítulos']);
    expect(says('it_IT', 'stories.card.words', [1, 2])).toEqual(['1 parola', '2 parole']);
    expect(says('it_IT', 'messaging.notifications.actors.many', [1, 2])).toEqual(['Anna e 1 altro', 'Anna e altri 2']);
    expect(says('nl_NL', 'stories.series.parts', [1, 2])).toEqual(['1 deel', '2 delen']);
    expect(says('pt_BR', 'stories.card.likes', [0, 1, 2])).toEqual(['0 curtida', '1 curtida', '2 curtidas']);
    expect(says('pt_BR', 'members.distance.mi', [1, 1.5, 2])).toEqual(['a 1 milha', 'a 1,5 milha', 'a 2 milhas']);
  });
});
