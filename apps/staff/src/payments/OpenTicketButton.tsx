import { Button } from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { can } from '../auth/permissions';
import { useStaffActor } from '../auth/useStaffActor';
import type { StaffPaymentRecord } from './types';

/**
 * "Open ticket" on a failed payment: the ticket form with the payment as context (`POST /api/staff/tickets`
 * with `paymentId`; the API needs both the tickets and the payments page, checks the payment's brand and audits).
 */
export function OpenTicketButton({ record: given }: { record?: StaffPaymentRecord }) {
  const fromContext = useRecordContext<StaffPaymentRecord>();
  const record = given ?? fromContext;
  const actor = useStaffActor();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record || record.status !== 'failed' || !can(actor, 'list', 'tickets') || !can(actor, 'show', 'payments')) return null;
  const to = `${createPath({ resource: 'tickets', type: 'create' })}?${new URLSearchParams({ paymentId: record.id, paymentRef: record.reference }).toString()}`;
  return (
    <Button component={Link} to={to} size="small" onClick={(e: React.MouseEvent) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
      {translate('Open ticket', { _: 'Open ticket' })}
    </Button>
  );
}
