import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, type TicketCategory, type TicketPriority, type TicketStatus } from '@community/contracts';

export const STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', waiting: 'Waiting on member', resolved: 'Resolved', closed: 'Closed' };
export const PRIORITY_LABELS: Record<TicketPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  account: 'Account',
  billing: 'Billing',
  technical: 'Technical',
  safety: 'Safety',
  content: 'Content',
  other: 'Other',
};
export const statusChoices = TICKET_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));
export const priorityChoices = TICKET_PRIORITIES.map((id) => ({ id, name: PRIORITY_LABELS[id] }));
export const categoryChoices = TICKET_CATEGORIES.map((id) => ({ id, name: CATEGORY_LABELS[id] }));
