import { useMemo } from 'react';
import { useSite } from './boot/boot-context';

/** Dates and times in the site's locale (not the browser's), e.g. "23/12/2026" on en_GB variants. */
export function useDates(): { date: (iso: string) => string; dateTime: (iso: string) => string } {
  const site = useSite();
  return useMemo(() => {
    const tag = site.locale.replace('_', '-');
    const d = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const dt = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return { date: (iso: string) => d.format(new Date(iso)), dateTime: (iso: string) => dt.format(new Date(iso)) };
  }, [site.locale]);
}
