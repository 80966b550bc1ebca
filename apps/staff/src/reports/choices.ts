import { REPORT_REASONS, REPORT_STATUSES, REPORT_SUBJECT_TYPES, type ReportReason, type ReportStatus, type ReportSubjectType } from '@community/contracts';
import { choicesOf } from '../layout/choices';

export const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', handled: 'Handled', dismissed: 'Dismissed' };

export const SUBJECT_LABELS: Record<ReportSubjectType, string> = {
  member: 'Member',
  story: 'Story',
  comment: 'Comment',
  media: 'Photo or video',
  message: 'Private message',
  'chat-message': 'Chat message',
  'forum-post': 'Forum post',
  group: 'Group',
  party: 'Party',
  'club-review': 'Club review',
};

export const REASON_LABELS: Record<ReportReason, string> = {
  underage: 'May be under 18',
  'non-consensual': 'Shared without consent',
  illegal: 'Illegal content',
  harassment: 'Harassment or threats',
  hate: 'Hate or discrimination',
  spam: 'Spam or advertising',
  scam: 'Scam or asking for money',
  impersonation: 'Impersonation',
  privacy: 'Private information',
  other: 'Something else',
};

export const statusChoices = choicesOf(REPORT_STATUSES, STATUS_LABELS);
export const subjectChoices = choicesOf(REPORT_SUBJECT_TYPES, SUBJECT_LABELS);
export const reasonChoices = choicesOf(REPORT_REASONS, REASON_LABELS);
