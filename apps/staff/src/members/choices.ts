import { ROLES, TIERS, type Role, type Tier } from '@community/domain';

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  moderator: 'Moderator',
  support: 'Support',
  editor: 'Editor',
  admin: 'Admin',
  global: 'Global',
  super: 'Super',
};

export const TIER_LABELS: Record<Tier, string> = {
  free: 'Free',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

export const roleChoices = ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));
export const tierChoices = TIERS.map((id) => ({ id, name: TIER_LABELS[id] }));
