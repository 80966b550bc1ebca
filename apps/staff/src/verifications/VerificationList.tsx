import type { StaffVerificationItem } from '@community/contracts';
import { Chip } from '@mui/material';
import { DataTable, DateField, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { SCROLLING_TABLE_SX, useNarrowScreen } from '../layout/lists';
import { DOCUMENT_LABELS, REASON_LABELS, STATUS_LABELS, statusChoices } from './choices';

const Column = DataTable.Col<StaffVerificationItem>;

export function VerificationStatusChip({ record }: { record: StaffVerificationItem }) {
  const colour = record.status === 'approved' ? 'success' : record.status === 'rejected' ? 'error' : record.status === 'pending' ? 'warning' : 'default';
  return <Chip size="small" color={colour} label={STATUS_LABELS[record.status]} />;
}

const hintsText = (r: StaffVerificationItem) => {
  if (!r.hints) return '—';
  const parts: string[] = [];
  if (!r.hints.adult) parts.push('under 18');
  if (r.hints.profileDateDiffers) parts.push('date differs from profile');
  if (r.hints.duplicates.length) parts.push(`${r.hints.duplicates.length} possible duplicate(s)`);
  const poor = r.hints.quality.filter((q) => q.problems.length).length;
  if (poor) parts.push(`${poor} poor photo(s)`);
  return parts.join(', ') || 'none';
};

/** `GET /api/staff/verifications`: ID checks waiting for a checker, oldest first (moderators and admins of the brand, global, super). */
export function VerificationList() {
  const narrow = useNarrowScreen();
  const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />, <TextInput key="memberName" source="memberName" label="Member name" />];
  return (
    <List<StaffVerificationItem> filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'submittedAt', order: 'ASC' }} perPage={25} title="ID checks">
      {narrow ? (
        <SimpleList<StaffVerificationItem>
          primaryText={(r) => r.memberName}
          secondaryText={(r) => `${DOCUMENT_LABELS[r.documentType]} · ${r.variant}`}
          tertiaryText={(r) => STATUS_LABELS[r.status]}
          linkType="show"
        />
      ) : (
        <DataTable<StaffVerificationItem> rowClick="show" bulkActionButtons={false} sx={SCROLLING_TABLE_SX}>
          <Column source="memberName" label="Member" disableSort />
          <Column source="variant" label="Variant" disableSort />
          <Column source="documentType" label="Document" disableSort render={(r) => DOCUMENT_LABELS[r.documentType]} />
          <Column source="submittedAt" label="Sent" render={(r) => <DateField source="submittedAt" record={r} showTime />} />
          <Column source="hints" label="Hints" disableSort render={hintsText} />
          <Column source="lockedByName" label="Being checked by" disableSort render={(r) => r.lockedByName ?? '—'} />
          <Column source="status" disableSort render={(r) => <VerificationStatusChip record={r} />} />
          <Column source="rejectReason" label="Reason" disableSort render={(r) => (r.rejectReason ? REASON_LABELS[r.rejectReason] : '—')} />
        </DataTable>
      )}
    </List>
  );
}
