import { VERIFICATION_REJECT_REASONS, VERIFICATION_STATUSES, type VerificationDocumentType, type VerificationRejectReason, type VerificationStatus } from '@community/contracts';
import { choicesOf } from '../layout/choices';

export const STATUS_LABELS: Record<VerificationStatus, string> = {
  draft: 'Draft',
  processing: 'Being prepared',
  pending: 'Waiting for a checker',
  approved: 'Verified',
  rejected: 'Refused',
  withdrawn: 'Withdrawn',
};
export const statusChoices = choicesOf(
  VERIFICATION_STATUSES.filter((s) => s !== 'draft'),
  STATUS_LABELS,
);

export const DOCUMENT_LABELS: Record<VerificationDocumentType, string> = { passport: 'Passport', 'driving-licence': 'Driving licence', 'id-card': 'National ID card' };

/** The refusal reasons (the member sees them translated on /id- and in the e-mail). */
export const REASON_LABELS: Record<VerificationRejectReason, string> = {
  unreadable: 'Document unreadable (blurred, cut off, glare)',
  expired: 'Document expired',
  'not-a-document': 'Not an identity document',
  'code-missing': 'Code missing or wrong in the selfie',
  'face-mismatch': 'Face does not match the document',
  'date-of-birth-mismatch': 'Date of birth does not match the document',
  'under-18': 'Under 18',
  duplicate: 'Document used by another account',
  edited: 'Photos edited or forged',
};
export const reasonChoices = choicesOf(VERIFICATION_REJECT_REASONS, REASON_LABELS);
