import type { StaffTicket } from '@community/contracts';
import { Chip, Tooltip } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';

/** Where a ticket stands against its first-response deadline (the API's rule; "today" is the UTC day, as the API filters). */
export type DueState = 'answered' | 'late' | 'finished' | 'overdue' | 'today' | 'later';

type Due = Pick<StaffTicket, 'status' | 'firstResponseDueAt' | 'firstResponseAt' | 'overdue'>;

export function dueState(t: Due, now: Date = new Date()): DueState {
  if (t.firstResponseAt) return t.firstResponseAt > t.firstResponseDueAt ? 'late' : 'answered';
  if (t.status === 'resolved' || t.status === 'closed') return 'finished';
  // The API computed `overdue` with the database's clock; time passes while the page stays open.
  if (t.overdue || new Date(t.firstResponseDueAt) <= now) return 'overdue';
  return t.firstResponseDueAt.slice(0, 10) === now.toISOString().slice(0, 10) ? 'today' : 'later';
}

export const DUE_LABELS: Record<DueState, string> = {
  answered: 'Answered in time',
  late: 'Answered late',
  finished: 'Closed unanswered',
  overdue: 'Overdue',
  today: 'Due today',
  later: 'Due',
};

export const dueChoices = [
  { id: 'overdue', name: 'Overdue' },
  { id: 'today', name: 'Due today' },
];

const COLOUR = { answered: 'success', late: 'warning', finished: 'default', overdue: 'error', today: 'warning', later: 'default' } as const;

/** The first-response deadline as a chip: red when overdue, amber when due today, the time it is due otherwise. */
export function DueChip({ record }: { record: Due }) {
  const translate = useTranslate();
  const locale = useLocale();
  const state = dueState(record);
  const when = new Date(state === 'answered' || state === 'late' ? record.firstResponseAt! : record.firstResponseDueAt).toLocaleString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const text = translate(DUE_LABELS[state], { _: DUE_LABELS[state] });
  const due = new Date(record.firstResponseDueAt).toLocaleString(locale);
  return (
    <Tooltip describeChild title={`${translate('First reply due', { _: 'First reply due' })}: ${due}`}>
      <Chip
        size="small"
        color={COLOUR[state]}
        variant={state === 'overdue' || state === 'today' ? 'filled' : 'outlined'}
        label={state === 'finished' ? text : `${text} · ${when}`}
        data-testid="ticket-due"
        data-state={state}
      />
    </Tooltip>
  );
}
