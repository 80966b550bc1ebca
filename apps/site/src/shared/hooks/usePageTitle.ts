import { useDocumentTitle } from '@mantine/hooks';
import { useBoot } from '../boot/boot-context';

/** Fills the layout's title template ("%s | Brand"), or "<page> | <brand>" without one. */
export function pageTitle(title: string | null, template: string | null, brand: string): string {
  if (title === null) return brand;
  return template ? template.replace('%s', title) : `${title} | ${brand}`;
}

/** Sets `<title>` for a page; null gives the variant's own title (the home page). */
export function usePageTitle(title: string | null): void {
  const { site, layout } = useBoot();
  const meta = layout.layout?.meta;
  useDocumentTitle(title === null ? (meta?.title ?? site.brand.name) : pageTitle(title, meta?.titleTemplate ?? null, site.brand.name));
}
