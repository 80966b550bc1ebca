import { REPORT_REASONS, REPORT_STATUSES, REPORT_SUBJECT_TYPES, type ReportReason, type ReportStatus, type ReportSubjectType } from '@community/contracts';

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

export const statusChoices = REPORT_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));
export const subjectChoices = REPORT_SUBJECT_TYPES.map((id) => ({ id, name: SUBJECT_LABELS[id] }));
export const reasonChoices = REPORT_REASONS.map((id) => ({ id, name: REASON_LABELS[id] }));
