import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField as MuiTextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Show, useDataProvider, useGetIdentity, useNotify, useRecordContext, useUpdate, useCreatePath, useTranslate } from 'react-admin';
import { TICKET_ATTACHMENT_ACCEPT, TICKET_ATTACHMENT_MAX_BYTES, type StaffTicket, type TicketAttachment, type TicketStatus } from '@community/contracts';
import type { StaffDataProvider } from '../providers/dataProvider';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS, priorityChoices, statusChoices } from './choices';
import { DueChip } from './due';
import { RecordLockNotice } from '../layout/RecordLockNotice';

/** A message's attachment: a photo as a thumbnail linking to the full image, a PDF as a download link. */
export function AttachmentLink({ attachment }: { attachment: TicketAttachment }) {
  const translate = useTranslate();
  const size = `${Math.max(1, Math.round(attachment.size / 1024))} KB`;
  return (
    <Box sx={{ mt: 1 }}>
      <a href={attachment.url} target="_blank" rel="noopener noreferrer" aria-label={`${translate('Attachment', { _: 'Attachment' })}: ${attachment.filename}`}>
        {attachment.kind === 'image' ? (
          <Box component="img" src={attachment.url} alt={attachment.filename} loading="lazy" sx={{ maxWidth: 240, maxHeight: 180, borderRadius: 1, display: 'block' }} />
        ) : (
          <span>
            📄 {attachment.filename} ({size})
          </span>
        )}
      </a>
    </Box>
  );
}

function Thread({ ticket }: { ticket: StaffTicket }) {
  const translate = useTranslate();
  const t = (s: string) => translate(s, { _: s });
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('Messages')}>
      {(ticket.messages ?? []).map((m) => (
        <Box
          component="li"
          key={m.id}
          sx={{
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: m.internal ? 'warning.main' : 'divider',
            bgcolor: m.authorKind === 'staff' && !m.internal ? 'action.hover' : 'background.paper',
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2">{m.authorName ?? 'closed account'}</Typography>
            <Chip size="small" label={t(m.internal ? 'Internal note' : m.authorKind === 'staff' ? 'Staff reply' : 'Member')} color={m.internal ? 'warning' : 'default'} />
            <Typography variant="caption" color="text.secondary">
              {new Date(m.createdAt).toLocaleString()}
            </Typography>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.body}</Typography>
          {m.attachment ? <AttachmentLink attachment={m.attachment} /> : null}
        </Box>
      ))}
    </Stack>
  );
}

/** What one reply or note sends: the composer's values when it was submitted. */
interface Sent {
  body: string;
  internal: boolean;
  status: TicketStatus | '';
  file: File | null;
  clientId: string;
}

function Composer({ ticket }: { ticket: StaffTicket }) {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const translate = useTranslate();
  const t = (s: string) => translate(s, { _: s });
  const mutation = useMutation({
    // The file is uploaded first (checked and stored by the API), then the reply carries its id.
    mutationFn: async (sent: Sent) => {
      const attachment = sent.file ? await dataProvider.uploadTicketAttachment(sent.file) : null;
      return dataProvider.addTicketMessage(ticket.reference, {
        body: sent.body,
        internal: sent.internal,
        clientId: sent.clientId,
        ...(sent.status ? { status: sent.status } : {}),
        ...(attachment ? { attachmentId: attachment.id } : {}),
      });
    },
    onSuccess: (updated, sent) => {
      queryClient.setQueryData(['tickets', 'getOne', { id: ticket.id, meta: undefined }], updated);
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      // Clear only what was sent: text typed while the reply was on its way stays.
      setBody((current) => (current === sent.body ? '' : current));
      setStatus((current) => (current === sent.status ? '' : current));
      if (sent.file) {
        setFile((current) => (current === sent.file ? null : current));
        setFileKey((k) => k + 1);
      }
      setClientId(crypto.randomUUID());
      notify(sent.internal ? 'Internal note added' : 'Reply sent; the member is notified', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message || 'Could not send', { type: 'error' }),
  });
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), mutation.mutate({ body, internal, status, file, clientId }))} aria-label={t('Reply')}>
      <Stack spacing={1.5}>
        <MuiTextField
          label={t(internal ? 'Internal note (the member never sees it)' : 'Reply to the member')}
          multiline
          minRows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" size="small" variant="outlined">
            {t('Attach a file (photo or PDF, 10 MB at most)')}
            <input
              key={fileKey}
              hidden
              type="file"
              accept={TICKET_ATTACHMENT_ACCEPT}
              aria-label={t('Attachment')}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                if (chosen && chosen.size > TICKET_ATTACHMENT_MAX_BYTES) {
                  notify('The file is too large: 10 MB at most.', { type: 'error' });
                  setFileKey((k) => k + 1);
                  return;
                }
                setFile(chosen);
              }}
            />
          </Button>
          {file ? (
            <>
              <Typography variant="body2">{file.name}</Typography>
              <Button size="small" onClick={() => (setFile(null), setFileKey((k) => k + 1))}>
                {t('Remove the attachment')}
              </Button>
            </>
          ) : null}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel control={<Switch checked={internal} onChange={(e) => setInternal(e.target.checked)} />} label={t('Internal note')} sx={{ whiteSpace: 'nowrap' }} />
          <MuiTextField
            select
            size="small"
            fullWidth={false}
            label={t('Then set status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as TicketStatus)}
            sx={{ width: { xs: '100%', sm: 260 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{internal ? 'Keep status' : 'Waiting on member (default)'}</MenuItem>
            {statusChoices.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {t(c.name)}
              </MenuItem>
            ))}
          </MuiTextField>
          <Box sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={!body.trim() || mutation.isPending} sx={{ whiteSpace: 'nowrap' }}>
            {mutation.isPending && file ? t('Uploading…') : t(internal ? 'Add note' : 'Send reply')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Controls({ ticket }: { ticket: StaffTicket }) {
  const [update, { isPending }] = useUpdate();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const translate = useTranslate();
  const t = (s: string) => translate(s, { _: s });
  const set = (data: Partial<StaffTicket>) =>
    update('tickets', { id: ticket.id, data, previousData: ticket }, { mutationMode: 'pessimistic', onError: (e) => notify((e as Error).message, { type: 'error' }) });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <MuiTextField select size="small" label={t('Status')} value={ticket.status} disabled={isPending} onChange={(e) => set({ status: e.target.value as TicketStatus })} fullWidth={false} sx={{ width: { xs: '100%', sm: 200 } }}>
        {statusChoices.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {t(c.name)}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField select size="small" label={t('Priority')} value={ticket.priority} disabled={isPending} onChange={(e) => set({ priority: e.target.value as StaffTicket['priority'] })} fullWidth={false} sx={{ width: { xs: '100%', sm: 160 } }}>
        {priorityChoices.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {t(c.name)}
          </MenuItem>
        ))}
      </MuiTextField>
      <Typography variant="body2">Assignee: {ticket.assigneeName ?? 'nobody'}</Typography>
      {identity && ticket.assigneeId !== String(identity.id) ? (
        <Button size="small" disabled={isPending} onClick={() => set({ assigneeId: String(identity.id) })} sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('Assign to me')}
        </Button>
      ) : null}
      {ticket.assigneeId ? (
        <Button size="small" disabled={isPending} onClick={() => set({ assigneeId: null })} sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('Unassign')}
        </Button>
      ) : null}
    </Stack>
  );
}

function TicketView() {
  const ticket = useRecordContext<StaffTicket>();
  const createPath = useCreatePath();
  if (!ticket) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <RecordLockNotice resource="tickets" id={ticket.id} />
      <Box>
        <Typography variant="h6" component="h2">
          {ticket.reference}: {ticket.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {CATEGORY_LABELS[ticket.category]} · {STATUS_LABELS[ticket.status]} · {PRIORITY_LABELS[ticket.priority]} priority · {ticket.variant} · member{' '}
          <Link to={createPath({ resource: 'members', id: ticket.memberId, type: 'show' })}>{ticket.memberName ?? 'closed account'}</Link>
        </Typography>
        {ticket.firstResponseDueAt ? (
          <Box sx={{ mt: 1 }}>
            <DueChip record={ticket} />
          </Box>
        ) : null}
      </Box>
      {ticket.context ? (
        <Alert severity="info" icon={false}>
          <Typography variant="subtitle2">Opened from {String(ticket.context.source ?? 'context')}</Typography>
          {Object.entries(ticket.context)
            .filter(([k]) => k !== 'source')
            .map(([k, v]) => (
              <Typography key={k} variant="body2">
                {k}: {v === null ? '—' : String(v)}
              </Typography>
            ))}
          {ticket.reportId ? <Link to={createPath({ resource: 'reports', id: ticket.reportId, type: 'show' })}>Open the report</Link> : null}
          {typeof ticket.context.paymentId === 'string' ? <Link to={createPath({ resource: 'payments', id: ticket.context.paymentId, type: 'show' })}>Open the payment</Link> : null}
        </Alert>
      ) : null}
      <Controls ticket={ticket} />
      <Card variant="outlined">
        <CardContent>
          <Thread ticket={ticket} />
        </CardContent>
      </Card>
      <Composer ticket={ticket} />
    </Stack>
  );
}

/** `tickets/{reference}`: the thread with internal notes, reply or note, status, priority and assignee. */
export function TicketShow() {
  return (
    <Show<StaffTicket> title="Ticket" actions={false}>
      <TicketView />
    </Show>
  );
}
