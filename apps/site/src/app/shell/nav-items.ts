import type { LayoutLink, LayoutNavItem } from '@community/contracts';
import { fillNavPlaceholders, filterNavItems } from '@community/domain';
import type { navViewerOf } from '../../shared/auth/viewer';

export interface ShellNavItem {
  text: string;
  href: string;
  target?: '_blank' | '_self';
  nofollow?: boolean;
  /** The layout's icon name (navIcons: search, mail, bell, login…). */
  icon?: string;
  /** The route the link goes to, when it is one of the site's. */
  to?: string;
  children: ShellNavItem[];
}

/**
 * The menu items a visitor sees (SPEC 2 Navbar): filtered by the domain's rules (loggedIn, verified,
 * pageAccess, at every level), `{name}`/`{id}` filled for the member; an item whose link needs a member
 * placeholder the visitor cannot fill is left out.
 */
export function visibleNavItems(items: readonly (LayoutNavItem | LayoutLink)[], viewer: ReturnType<typeof navViewerOf>): ShellNavItem[] {
  const out: ShellNavItem[] = [];
  for (const item of filterNavItems(items, viewer)) {
    const href = fillNavPlaceholders(item.href, viewer);
    if (href === null) continue;
    out.push({
      text: item.text,
      href,
      ...(item.target ? { target: item.target } : {}),
      ...(item.nofollow ? { nofollow: true } : {}),
      ...(item.icon ? { icon: item.icon } : {}),
      ...(item.to ? { to: item.to } : {}),
      children: 'children' in item && item.children ? visibleNavItems(item.children, viewer) : [],
    });
  }
  return out;
}
