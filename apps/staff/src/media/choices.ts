import { MEDIA_STATUSES, MEDIA_VISIBILITIES, type MediaKind, type MediaProcessingState, type MediaStatus, type MediaVisibility } from '@community/domain';
import { choicesOf } from '../layout/choices';

export const STATUS_LABELS: Record<MediaStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };
export const KIND_LABELS: Record<MediaKind, string> = { image: 'Photo', video: 'Video' };
/** A video is `processing` until its poster and sizes exist; only then can it be looked at and approved. */
export const PROCESSING_LABELS: Record<MediaProcessingState, string> = { processing: 'Processing', ready: 'Ready', failed: 'Processing failed' };
export const VISIBILITY_LABELS: Record<MediaVisibility, string> = { public: 'Everyone', members: 'Members', friends: 'Friends', private: 'Private (invited)' };

export const statusChoices = choicesOf(MEDIA_STATUSES, STATUS_LABELS);
export const visibilityChoices = choicesOf(MEDIA_VISIBILITIES, VISIBILITY_LABELS);

/** Reasons staff pick from most often; the member sees the text. Free text is allowed too. */
export const REJECT_REASONS = [
  'Explicit content is not allowed in public photos',
  'The photo shows someone who may be under 18',
  'The photo appears to show someone without their consent',
  'The photo is not yours to share (copyright or a stranger)',
  'Contact details or advertising in the photo',
] as const;
