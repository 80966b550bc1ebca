import type { StaffMember } from '@community/contracts';

/** An ordinary member as the staff API answers one (confirmed, free, on shuk, never suspended), with `overrides`. */
export const memberRecord = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
  name: 'velvet_fox',
  email: 'velvet@example.test',
  role: 'member',
  tier: 'free',
  homeVariant: 'shuk',
  isConfirmed: true,
  isVerified: false,
  mfaEnabled: false,
  suspendedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
  pageAccess: [],
  ...overrides,
});
