import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, type TicketCategory, type TicketPriority, type TicketStatus } from '@community/contracts';
import { choicesOf } from '../layout/choices';

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
export const statusChoices = choicesOf(TICKET_STATUSES, STATUS_LABELS);
export const priorityChoices = choicesOf(TICKET_PRIORITIES, PRIORITY_LABELS);
export const categoryChoices = choicesOf(TICKET_CATEGORIES, CATEGORY_LABELS);
