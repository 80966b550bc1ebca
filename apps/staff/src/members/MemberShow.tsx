import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BooleanField,
  DataTable,
  DateField,
  EditButton,
  EmailField,
  FunctionField,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { STAFF_PAGES, STAFF_PAGE_KEYS, staffMayOpen, type StaffMember, type StaffReport, type StaffTicket } from '@community/contracts';
import type { Role } from '@community/domain';
import { can } from '../auth/permissions';
import { useStaffActor } from '../auth/useStaffActor';
import type { StaffDataProvider } from '../providers/dataProvider';
import { roleChoices, tierChoices } from './choices';

function SuspendButton() {
  const record = useRecordContext<StaffMember>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: () => (record!.suspendedAt ? dataProvider.restoreMember(record!.id) : dataProvider.suspendMember(record!.id, reason)),
    onSuccess: (m) => {
      notify(m.suspendedAt ? `${m.name} is suspended; their sessions have ended` : `${m.name} is restored`, { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  if (!record) return null;
  if (record.suspendedAt) {
    return (
      <Button color="success" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        Restore
      </Button>
    );
  }
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Suspend
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Suspend {record.name}?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>They are signed out everywhere at once and cannot log in until restored.</Typography>
          <MuiTextField autoFocus fullWidth multiline minRows={2} label="Reason (kept in the audit log)" value={reason} onChange={(e) => setReason(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={reason.trim().length < 3 || mutation.isPending} onClick={() => mutation.mutate()}>
            Suspend
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ShowActions() {
  const actor = useStaffActor();
  const record = useRecordContext<StaffMember>();
  const mayEdit = can(actor, 'edit', 'members', record);
  return (
    <TopToolbar>
      {record && actor && record.id !== actor.id ? <SuspendButton /> : null}
      {mayEdit ? <EditButton /> : null}
    </TopToolbar>
  );
}

function Sessions() {
  const record = useRecordContext<StaffMember>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['staff', 'members', record?.id, 'sessions'],
    queryFn: () => dataProvider.getMemberSessions(record!.id),
    enabled: Boolean(record),
  });
  if (isPending) return <Typography>Loading…</Typography>;
  if (isError) return <Alert severity="error">Sessions could not be loaded.</Alert>;
  if (!data.length) return <Typography color="text.secondary">No open sessions.</Typography>;
  return (
    <MuiList dense>
      {data.map((s) => (
        <ListItem key={s.id} divider>
          <ListItemText
            primary={s.userAgent ?? 'Unknown browser'}
            secondary={`${s.ip ?? 'unknown address'} · since ${new Date(s.createdAt).toLocaleString()} · last seen ${new Date(s.lastSeenAt).toLocaleString()}${s.remembered ? ' · remembered' : ''}`}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}

function Notes() {
  const record = useRecordContext<StaffMember>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [body, setBody] = useState('');
  const key = ['staff', 'members', record?.id, 'notes'];
  const { data, isPending } = useQuery({ queryKey: key, queryFn: () => dataProvider.getMemberNotes(record!.id), enabled: Boolean(record) });
  const add = useMutation({
    mutationFn: () => dataProvider.addMemberNote(record!.id, body),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return (
    <Stack spacing={2}>
      <Box component="form" onSubmit={(e) => (e.preventDefault(), add.mutate())}>
        <MuiTextField fullWidth multiline minRows={2} label="Add a staff note (members never see notes)" value={body} onChange={(e) => setBody(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <Button type="submit" sx={{ mt: 1 }} variant="contained" disabled={!body.trim() || add.isPending}>
          Add note
        </Button>
      </Box>
      {isPending ? <Typography>Loading…</Typography> : null}
      {data && !data.length ? <Typography color="text.secondary">No notes yet.</Typography> : null}
      <MuiList dense>
        {(data ?? []).map((n) => (
          <ListItem key={n.id} divider alignItems="flex-start">
            <ListItemText primary={<span style={{ whiteSpace: 'pre-wrap' }}>{n.body}</span>} secondary={`${n.authorName ?? 'deleted account'} · ${new Date(n.createdAt).toLocaleString()}`} />
          </ListItem>
        ))}
      </MuiList>
    </Stack>
  );
}

function PageAccess() {
  const record = useRecordContext<StaffMember>();
  const actor = useStaffActor();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pages, setPages] = useState<string[] | null>(null);
  const save = useMutation({
    mutationFn: (next: string[]) => dataProvider.setPageAccess(record!.id, next),
    onSuccess: () => {
      notify('Page access saved', { type: 'success' });
      setPages(null);
      refresh();
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  if (!record) return null;
  const editable = can(actor, 'edit', 'members.pageAccess', record) && record.role !== 'member';
  const current = pages ?? record.pageAccess;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Pages this account opens by its role are ticked and fixed; Super may grant the others.
        {record.role === 'member' ? ' Members have no console pages: change the role first.' : ''}
      </Typography>
      <FormGroup>
        {STAFF_PAGE_KEYS.map((page) => {
          const byRole = staffMayOpen({ role: record.role as Role }, page);
          return (
            <FormControlLabel
              key={page}
              label={`${STAFF_PAGES[page].label}${byRole ? ' (by role)' : ''}`}
              control={
                <Checkbox
                  checked={byRole || current.includes(page)}
                  disabled={!editable || byRole || save.isPending}
                  onChange={(e) => setPages(e.target.checked ? [...current, page] : current.filter((p) => p !== page))}
                />
              }
            />
          );
        })}
      </FormGroup>
      {editable ? (
        <Box>
          <Button variant="contained" disabled={pages === null || save.isPending} onClick={() => save.mutate(current)}>
            Save page access
          </Button>
        </Box>
      ) : (
        <Typography variant="caption">Only Super changes page access (and not their own).</Typography>
      )}
    </Stack>
  );
}

const ReportColumn = DataTable.Col<StaffReport>;
const TicketColumn = DataTable.Col<StaffTicket>;

/** `GET /api/staff/members/:id` and its tabs: account, sessions, reports about them, tickets, notes, page access. */
export function MemberShow() {
  const actor = useStaffActor();
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Account">
          <TextField source="name" />
          <EmailField source="email" label="E-mail" />
          <TextField source="homeVariant" label="Variant" />
          <SelectField source="tier" choices={tierChoices} />
          <SelectField source="role" choices={roleChoices} />
          <BooleanField source="isConfirmed" label="E-mail confirmed" />
          <BooleanField source="isVerified" label="Verified" />
          <BooleanField source="mfaEnabled" label="MFA enabled" />
          <DateField source="suspendedAt" label="Suspended" showTime emptyText="not suspended" />
          <DateField source="createdAt" label="Created" showTime />
          <DateField source="lastLoginAt" label="Last login" showTime emptyText="never" />
          <TextField source="id" label="Member id" />
          <FunctionField<StaffMember>
            label="Profile on the site"
            render={(r) => (
              <a href={`/profile/${encodeURIComponent(r.name)}`} target="_blank" rel="noopener noreferrer">
                /profile/{r.name}
              </a>
            )}
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Sessions" path="sessions">
          <Sessions />
        </TabbedShowLayout.Tab>
        {can(actor, 'list', 'reports') ? (
          <TabbedShowLayout.Tab label="Reports" path="reports">
            <ReferenceManyField reference="reports" target="subjectId" filter={{ subjectType: 'member' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
              <DataTable<StaffReport> rowClick="show" bulkActionButtons={false} empty={<Typography color="text.secondary">No reports about this member.</Typography>}>
                <ReportColumn source="createdAt" label="Filed" render={(r) => new Date(r.createdAt).toLocaleString()} />
                <ReportColumn source="reason" />
                <ReportColumn source="status" />
                <ReportColumn source="reporterName" label="Reporter" />
              </DataTable>
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        ) : null}
        {can(actor, 'list', 'tickets') ? (
          <TabbedShowLayout.Tab label="Tickets" path="tickets">
            <ReferenceManyField reference="tickets" target="memberId" sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25}>
              <DataTable<StaffTicket> rowClick="show" bulkActionButtons={false} empty={<Typography color="text.secondary">No tickets.</Typography>}>
                <TicketColumn source="reference" />
                <TicketColumn source="subject" />
                <TicketColumn source="status" />
              </DataTable>
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
        ) : null}
        <TabbedShowLayout.Tab label="Notes" path="notes">
          <Notes />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Page access" path="page-access">
          <PageAccess />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
