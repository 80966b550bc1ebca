import { useBoot } from '../boot/boot-context';

/** The page's locale (en_GB, de, …) for numbers, dates and country names. */
export function useLayoutLocale(): string {
  const boot = useBoot();
  return boot.layout.locale ?? boot.site.locale;
}
