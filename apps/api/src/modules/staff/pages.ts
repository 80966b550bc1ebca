import { staffMayOpen, STAFF_PAGES, type StaffPage } from '@community/contracts';
import type { MemberAccount } from '../members/index.js';
import { StaffErrorCode, StaffException } from './staff.exception.js';

/**
 * The server side of per-page access: the role opens the page, or Super granted it (`members.page_access`).
 * Routes use `@Access('staff')` and call this first, so a grant works and a missing one is a 403.
 */
export function requirePage(actor: MemberAccount, page: StaffPage): void {
  if (!staffMayOpen(actor, page)) {
    throw new StaffException(StaffErrorCode.Forbidden, `Your role may not open ${STAFF_PAGES[page].label}`);
  }
}
