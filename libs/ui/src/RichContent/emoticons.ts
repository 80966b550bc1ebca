import { visibleEmoticons, type SiteFlags } from '@community/domain';

/** An emoticon (SPEC 3): `shortcode` in text (e.g. ':wink:') becomes the image. */
export interface RichEmoticon {
  readonly name: string;
  readonly src: string;
  readonly shortcode: string;
  /** The character it stands for; used as the image's alt text. */
  readonly unicode?: string;
  readonly width: number;
  readonly height: number;
  readonly adult?: boolean;
}

/** The site, as far as emoticons care: adult ones are removed on the stories site (SPEC 5). */
export type EmoticonSite = Pick<SiteFlags, 'code' | 'storiesMode'>;

/** A piece of text: plain text or an emoticon to show (dropped codes leave no segment). */
export type TextSegment = string | RichEmoticon;

export interface EmoticonReplacer {
  (text: string): TextSegment[];
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text at emoticon shortcodes (longest code first, so ':-))' wins over ':-)'). On the stories site
 * the codes of adult emoticons are dropped from the text altogether, not shown as images nor as text.
 */
export function createEmoticonReplacer(emoticons: readonly RichEmoticon[], site?: EmoticonSite): EmoticonReplacer {
  const shown = new Set(site ? visibleEmoticons(emoticons, site) : emoticons);
  const byCode = new Map<string, RichEmoticon | null>();
  for (const emoticon of emoticons) {
    if (emoticon.shortcode === '' || byCode.get(emoticon.shortcode)) continue;
    byCode.set(emoticon.shortcode, shown.has(emoticon) ? emoticon : null);
  }
  if (byCode.size === 0) return (text) => [text];
  const pattern = new RegExp(
    `(${[...byCode.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'g',
  );
  return (text) => {
    const parts = text.split(pattern);
    const out: TextSegment[] = [];
    parts.forEach((part, index) => {
      if (part === '') return;
      // split() with one capture group puts the matched codes at odd indexes.
      if (index % 2 === 1) {
        const emoticon = byCode.get(part);
        if (emoticon) out.push(emoticon);
        return;
      }
      out.push(part);
    });
    return out;
  };
}
