/**
 * Roles and tiers of the network. Every rule that reads them lives in libs/domain so the API, the site
 * and the staff console decide the same way.
 *
 * - `member`: every ordinary account.
 * - Four staff roles give the admin flag (SPEC 4 and 6): moderator, support, editor, admin.
 * - `global`: staff whose powers apply on every variant (the four above are bound to their home variant).
 * - `super`: the top role; the only one that may change roles and per-page access.
 */
export const STAFF_ROLES = ['moderator', 'support', 'editor', 'admin'] as const;
export const ROLES = ['member', ...STAFF_ROLES, 'global', 'super'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Paid tiers, in ascending order. */
export const TIERS = ['free', 'silver', 'gold', 'platinum'] as const;
export type Tier = (typeof TIERS)[number];
