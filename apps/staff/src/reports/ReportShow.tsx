import { Button } from '@mui/material';
import { DateField, FunctionField, Link, Show, SimpleShowLayout, TextField, TopToolbar, EditButton, useCreatePath, useRecordContext } from 'react-admin';
import { can } from '../auth/permissions';
import { useStaffActor } from '../auth/useStaffActor';
import type { StaffReport } from '@community/contracts';
import { REASON_LABELS, STATUS_LABELS, SUBJECT_LABELS } from './choices';

/** Opens `tickets/create?reportId=` so the ticket carries the report as its context. */
function ReportShowActions() {
  const record = useRecordContext<StaffReport>();
  const createPath = useCreatePath();
  const actor = useStaffActor();
  return (
    <TopToolbar>
      {record ? (
        <Button component={Link} to={`${createPath({ resource: 'tickets', type: 'create' })}?reportId=${record.id}`}>
          Open a ticket
        </Button>
      ) : null}
      {can(actor, 'edit', 'reports') ? <EditButton /> : null}
    </TopToolbar>
  );
}

/** `GET /api/staff/reports/:id`: everything the reporter said and what staff decided. */
export function ReportShow() {
  return (
    <Show<StaffReport> title="Report" actions={<ReportShowActions />}>
      <SimpleShowLayout>
        <DateField source="createdAt" label="Filed" showTime />
        <TextField source="variant" label="Variant" />
        <FunctionField<StaffReport> label="Subject" render={(r) => `${SUBJECT_LABELS[r.subjectType]} ${r.subjectId}`} />
        <FunctionField<StaffReport> label="Reason" render={(r) => REASON_LABELS[r.reason]} />
        <TextField source="details" emptyText="no details given" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="reporterName" label="Reporter" emptyText="closed account" />
        <FunctionField<StaffReport> label="Status" render={(r) => STATUS_LABELS[r.status]} />
        <TextField source="note" label="Staff note" emptyText="none" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="handledByName" label="Decided by" emptyText="not yet" />
        <DateField source="handledAt" label="Decided" showTime emptyText="not yet" />
        <TextField source="id" label="Report id" />
      </SimpleShowLayout>
    </Show>
  );
}
