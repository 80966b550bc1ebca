import type { MemberCard } from '@community/contracts';

/** Plain about text → paragraphs for RichContent (which sanitises again): blank lines split paragraphs. */
export function aboutToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** "34" for a single, "34 & 31" for a couple; unknown ages are left out. */
export function agesText(ages: ReadonlyArray<number | null>): string {
  return ages.filter((a): a is number => a !== null).join(' & ');
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** "Brighton, England, United Kingdom" in the page's language. */
export function locationText(location: MemberCard['location'], locale: string): string | null {
  if (!location) return null;
  const tag = locale.replace('_', '-');
  let names = regionNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    regionNames.set(tag, names);
  }
  let country = location.country;
  try {
    country = names.of(location.country) ?? location.country;
  } catch {
    // an unknown code shows as itself
  }
  return [location.town, location.region, country].filter(Boolean).join(', ');
}

/** A relative time such as "5 minutes ago" in the page's language. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale.replace('_', '-'), { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(0, 'minute');
}
