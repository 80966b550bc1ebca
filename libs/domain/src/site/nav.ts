import { canAccessPage } from '../access/permissions.js';
import type { AuthedViewer } from '../members/viewer.js';

/** The visibility fields a menu item from the server layout may carry (SPEC 2 Navbar). */
export interface NavItemRules<T> {
  /** true: members only; false: guests only; absent: everyone. */
  loggedIn?: boolean;
  /** true: ID-verified members only; false: members not yet verified only; absent: no condition. */
  verified?: boolean;
  /** A page name: shown when canAccessPage(viewer, page); true: when the viewer may open any per-page-access page; false/absent: no condition. */
  pageAccess?: string | boolean;
  children?: readonly T[];
}

/** What the menu filter reads about the viewer (null: guest). */
export type NavViewer = Pick<AuthedViewer, 'role' | 'isVerified' | 'pageAccess'> | null;

function visible(item: NavItemRules<unknown>, viewer: NavViewer): boolean {
  if (item.loggedIn === true && viewer === null) return false;
  if (item.loggedIn === false && viewer !== null) return false;
  if (item.verified !== undefined && (viewer === null || viewer.isVerified !== item.verified)) return false;
  if (item.pageAccess !== undefined && item.pageAccess !== false) {
    if (!canAccessPage(viewer, typeof item.pageAccess === 'string' ? item.pageAccess : undefined)) return false;
  }
  return true;
}

/** Keeps the items (and, recursively, sub-items) the viewer may see; all three conditions apply at every level, a verified condition (true or false) implies logged in, and a parent stays even when all its children are filtered out (it may be a link itself). */
export function filterNavItems<T extends NavItemRules<T>>(items: readonly T[], viewer: NavViewer): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (!visible(item, viewer)) continue;
    out.push(item.children === undefined ? item : { ...item, children: filterNavItems(item.children, viewer) });
  }
  return out;
}

/** Fills every `{name}` and `{id}` with the member's URL-encoded name and id; returns null for a guest when the URL has a placeholder (hide the link), and the URL unchanged when it has none. */
export function fillNavPlaceholders(url: string, viewer: Pick<AuthedViewer, 'id' | 'name'> | null): string | null {
  if (!/\{(name|id)\}/.test(url)) return url;
  if (viewer === null) return null;
  return url.replace(/\{(name|id)\}/g, (_m, key: string) => encodeURIComponent(key === 'name' ? viewer.name : viewer.id));
}
