import type { Role } from '@community/domain';

/**
 * The staff console's pages (SPEC 2 staff pages, SPEC 6 per-page access). Each page opens by role (`roles`);
 * Super may grant any page to any staff member besides (`members.page_access`, edited through
 * `PUT /api/staff/members/:id/page-access`). The API checks the same table on every call.
 */
export const STAFF_PAGES = {
  statistics: { label: 'Statistics', roles: ['admin', 'global', 'super'] },
  members: { label: 'Members', roles: ['moderator', 'support', 'editor', 'admin', 'global', 'super'] },
  reports: { label: 'Reports', roles: ['moderator', 'admin', 'global', 'super'] },
  tickets: { label: 'Support tickets', roles: ['support', 'admin', 'global', 'super'] },
  audit: { label: 'Audit log', roles: ['admin', 'global', 'super'] },
  payments: { label: 'Payments', roles: ['admin', 'global', 'super'] },
} as const satisfies Record<string, { label: string; roles: readonly Role[] }>;
export type StaffPage = keyof typeof STAFF_PAGES;
export const STAFF_PAGE_KEYS = Object.keys(STAFF_PAGES) as StaffPage[];

const STAFF_ROLES: readonly Role[] = ['moderator', 'support', 'editor', 'admin', 'global', 'super'];

/**
 * May this staff member open the console page? Their role opens it, or Super granted it to them. Members
 * (not staff) never, whatever their page_access says.
 */
export function staffMayOpen(actor: { role: Role; pageAccess?: readonly string[] } | null | undefined, page: StaffPage): boolean {
  if (!actor || !STAFF_ROLES.includes(actor.role)) return false;
  if ((STAFF_PAGES[page].roles as readonly Role[]).includes(actor.role)) return true;
  return (actor.pageAccess ?? []).includes(page);
}
