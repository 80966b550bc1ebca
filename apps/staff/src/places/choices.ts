import { PLACE_STATUSES, type PlaceStatus } from '@community/contracts';
import { choicesOf } from '../layout/choices';

export const STATUS_LABELS: Record<PlaceStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };
export const SUGGESTION_LABELS: Record<PlaceStatus, string> = { pending: 'Waiting', approved: 'Accepted', rejected: 'Rejected' };
export const statusChoices = choicesOf(PLACE_STATUSES, STATUS_LABELS);

/** Reasons staff pick from most often; the member sees the text. Free text is allowed too. */
export const PLACE_REJECT_REASONS = [
  'This is private land, not a public place',
  'The place is too close to homes, schools or playgrounds',
  'The description identifies a person or a car',
  'This place is already listed',
  'The location or directions are not clear enough to find it',
] as const;
