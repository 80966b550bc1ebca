import { useSite } from '../boot/boot-context';

/** The brand name the texts use: the override when given, else the current variant's (`siteConfig.brand.name`). */
export function useBrandName(override?: string): string {
  const site = useSite();
  return override ?? site.brand.name;
}
