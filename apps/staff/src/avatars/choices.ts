import { AVATAR_STATUSES, type AvatarStatus } from '@community/domain';
import { choicesOf } from '../layout/choices';

export const STATUS_LABELS: Record<AvatarStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };
export const statusChoices = choicesOf(AVATAR_STATUSES, STATUS_LABELS);

/** Reasons staff pick from most often; the member sees the text beside their photo. Free text is allowed too. */
export const AVATAR_REJECT_REASONS = [
  'Your face should be clearly visible in a profile photo',
  'Explicit content is not allowed in profile photos',
  'The photo shows someone who may be under 18',
  'The photo is not of you (a celebrity, a stranger or a stock picture)',
  'Contact details or advertising in the photo',
] as const;
