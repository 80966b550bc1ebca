import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { can } from '../auth/permissions';
import { useStaffActor } from '../auth/useStaffActor';
import { httpClient } from '../providers/httpClient';
import { OpenTicketButton } from './OpenTicketButton';
import type { StaffPaymentRecord } from './types';

/** Refund in full: the API reverses the coins (or ends the tier), refunds at the gateway and writes the audit log. */
function RefundAction() {
  const record = useRecordContext<StaffPaymentRecord>();
  const actor = useStaffActor();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!record || record.status !== 'succeeded' || !can(actor, 'refund', 'payments')) return null;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await httpClient(`/api/staff/payments/${encodeURIComponent(record.id)}/refund`, { method: 'POST', body: JSON.stringify({ reason }) });
      notify('Refunded', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  if (!open) {
    return (
      <Button color="error" onClick={() => setOpen(true)}>
        Refund
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MuiTextField size="small" label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
      <Button color="error" variant="contained" disabled={busy || reason.trim().length < 3} onClick={() => void submit()}>
        Refund {record.amountText}
      </Button>
      <Button onClick={() => setOpen(false)}>Cancel</Button>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}

/** The processor's webhooks (a hosted processor's postbacks: sale, rebills, cancellation, refund, chargeback), oldest first. */
function EventsTable({ events }: { events: NonNullable<StaffPaymentRecord['events']> }) {
  if (events.length === 0) return <span>None received</span>;
  return (
    <Table size="small" data-testid="payment-events">
      <TableHead>
        <TableRow>
          <TableCell>Received</TableCell>
          <TableCell>Event</TableCell>
          <TableCell>Event id</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((e) => (
          <TableRow key={e.id}>
            <TableCell>{new Date(e.receivedAt).toLocaleString('en-GB')}</TableCell>
            <TableCell>{e.type}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{e.id}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** `GET /api/staff/payments/:id`: the payment, its processor, its reversal and the processor's events about it. */
export function PaymentShow() {
  return (
    <Show<StaffPaymentRecord>
      title="Payment"
      actions={
        <TopToolbar>
          <OpenTicketButton />
          <RefundAction />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="reference" />
        <DateField source="createdAt" label="When" showTime />
        <TextField source="memberName" label="Member" />
        <TextField source="recipientName" label="Gift for" emptyText="—" />
        <TextField source="variant" />
        <TextField source="kind" />
        <TextField source="tier" emptyText="—" />
        <TextField source="coins" emptyText="—" />
        <FunctionField<StaffPaymentRecord> label="Amount" render={(r) => r.amountText} />
        <TextField source="status" />
        <TextField source="failureMessage" label="Failure" emptyText="—" />
        <TextField source="gateway" label="Processor" />
        <TextField source="gatewayRef" label="Processor reference" emptyText="—" />
        <DateField source="refundedAt" label="Refunded or reversed" showTime emptyText="—" />
        <FunctionField<StaffPaymentRecord> label="Reversal" render={(r) => (r.status === 'refunded' ? (r.failureMessage ?? 'Refunded by staff') : '—')} />
        <FunctionField<StaffPaymentRecord> label="Webhooks and postbacks" render={(r) => <EventsTable events={r.events ?? []} />} />
      </SimpleShowLayout>
    </Show>
  );
}
