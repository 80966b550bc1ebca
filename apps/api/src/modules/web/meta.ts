/**
 * Server-side page metadata for sharing and search (issue 3): what goes into the HTML head of a story, a
 * genre and a profile page beyond the variant's generic title, and the variant's robots.txt. Pure functions;
 * PageMetaService does the lookups.
 */

/** The head of one page beyond the variant's generic meta. Every string is escaped by renderPage. */
export interface HeadMeta {
  /** Replaces the variant's generic meta description. */
  description?: string;
  /** Absolute URL on the variant's own origin. */
  canonical?: string;
  /** `<meta name="robots" content="noindex">`: a known path whose story or profile a guest may not see. */
  noindex?: boolean;
  og?: {
    /** The page's own title, without the brand (og:site_name carries it). */
    title: string;
    description: string;
    url: string;
    type: 'article' | 'website' | 'profile';
    siteName: string;
    /** OpenGraph locale, e.g. en_GB. */
    locale: string;
    /** Absolute URL of a public picture (a story's cover), with its size when known. */
    image?: { url: string; width?: number; height?: number };
  };
}

/** The page's `<title>`: the variant's template around the page's own title (`$` patterns stay literal). */
export function titleFrom(template: string | undefined, pageTitle: string): string {
  return (template ?? '%s').replace('%s', () => pageTitle);
}

/** Longest meta description we send; search engines cut around 155–160 characters. */
export const DESCRIPTION_MAX = 160;

/**
 * A one-line description: control characters removed, whitespace collapsed, cut at a word boundary with an
 * ellipsis when longer than `max`.
 */
export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/[\u0000-\u001F\u007F]/g, ' ').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?–—-]+$/, '')}…`;
}

type Texts = { genre: string; profile: string; authorTitle: string; author: string };

/**
 * The neutral lines the server writes itself, per language of the variants' locales (English for any
 * other). `{genre}`, `{name}` and `{brand}` are filled in; a profile's line says nothing but the public name.
 */
const TEXTS: Readonly<Record<string, Texts>> = {
  en: { genre: '{genre}: stories by our members on {brand}. Read, comment and share.', profile: '{name} is a member of {brand}.', authorTitle: 'Stories by {name}', author: 'Stories by {name} on {brand}. Read, comment and share.' },
  de: { genre: '{genre}: Geschichten unserer Mitglieder auf {brand}. Lesen, kommentieren und teilen.', profile: '{name} ist Mitglied bei {brand}.', authorTitle: 'Geschichten von {name}', author: 'Geschichten von {name} auf {brand}. Lesen, kommentieren und teilen.' },
  es: { genre: '{genre}: relatos de nuestros miembros en {brand}. Lee, comenta y comparte.', profile: '{name} forma parte de {brand}.', authorTitle: 'Relatos de {name}', author: 'Relatos de {name} en {brand}. Lee, comenta y comparte.' },
  fr: { genre: '{genre} : histoires de nos membres sur {brand}. Lisez, commentez et partagez.', profile: '{name} fait partie de {brand}.', authorTitle: 'Histoires de {name}', author: 'Histoires de {name} sur {brand}. Lisez, commentez et partagez.' },
  it: { genre: '{genre}: racconti dei nostri membri su {brand}. Leggi, commenta e condividi.', profile: '{name} fa parte di {brand}.', authorTitle: 'Racconti di {name}', author: 'Racconti di {name} su {brand}. Leggi, commenta e condividi.' },
  nl: { genre: '{genre}: verhalen van onze leden op {brand}. Lees, reageer en deel.', profile: '{name} is lid van {brand}.', authorTitle: 'Verhalen van {name}', author: 'Verhalen van {name} op {brand}. Lees, reageer en deel.' },
  pl: { genre: '{genre}: opowiadania naszych członków w serwisie {brand}. Czytaj, komentuj i udostępniaj.', profile: '{name} należy do społeczności {brand}.', authorTitle: 'Opowiadania: {name}', author: 'Opowiadania autorstwa {name} w serwisie {brand}. Czytaj, komentuj i udostępniaj.' },
  pt: { genre: '{genre}: contos dos nossos membros em {brand}. Leia, comente e compartilhe.', profile: '{name} faz parte da comunidade {brand}.', authorTitle: 'Contos de {name}', author: 'Contos de {name} em {brand}. Leia, comente e compartilhe.' },
};

/** One of the server's own lines in the locale's language, placeholders filled (values are never re-read). */
export function metaText(locale: string, key: keyof Texts, values: Readonly<Record<string, string>>): string {
  const texts = TEXTS[locale.slice(0, 2).toLowerCase()] ?? TEXTS.en!;
  return texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Paths no crawler should follow: the API, the staff console and members-only areas. */
export const ROBOTS_DISALLOW = ['/api/', '/napi/', '/staff', '/settings', '/messages'] as const;

/** A variant's robots.txt: public pages allowed, private areas not, and the stories sitemap where the variant has stories. */
export function robotsTxt(origin: string, opts: { stories: boolean }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    ...(opts.stories ? ['', `Sitemap: ${origin}/sitemap-stories.xml`] : []),
    '',
  ].join('\n');
}
