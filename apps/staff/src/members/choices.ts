import { ROLES, TIERS, type Role, type Tier } from '@community/domain';
import { choicesOf } from '../layout/choices';

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

export const roleChoices = choicesOf(ROLES, ROLE_LABELS);
export const tierChoices = choicesOf(TIERS, TIER_LABELS);
