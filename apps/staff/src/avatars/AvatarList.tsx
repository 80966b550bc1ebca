import type { StaffAvatarItem } from '@community/contracts';
import { Box, Chip } from '@mui/material';
import { DataTable, DateField, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { BulkPhotoDecisions } from '../layout/BulkPhotoDecisions';
import { AvatarRejectDialog } from './AvatarRejectDialog';
import { STATUS_LABELS, statusChoices } from './choices';
import { SCROLLING_TABLE_SX, useNarrowScreen } from '../layout/lists';

const Column = DataTable.Col<StaffAvatarItem>;

export function AvatarPreview({ record, size = 96 }: { record: StaffAvatarItem; size?: number }) {
  if (record.status === 'rejected') {
    return <Box sx={{ width: size, height: size, borderRadius: '50%', bgcolor: 'grey.200', display: 'grid', placeItems: 'center', fontSize: 12, color: 'text.secondary' }}>deleted</Box>;
  }
  return <Box component="img" src={record.preview} alt={`Profile photo of ${record.memberName}`} sx={{ width: size, height: size, objectFit: 'cover', borderRadius: '50%', display: 'block', bgcolor: 'grey.200' }} loading="lazy" />;
}

export function AvatarStatusChip({ record }: { record: StaffAvatarItem }) {
  const colour = record.status === 'approved' ? 'success' : record.status === 'rejected' ? 'error' : 'warning';
  return <Chip size="small" color={colour} label={STATUS_LABELS[record.status]} />;
}

/** Approve or reject the selected photos (undoable; each decided and audited on its own). */
const BulkDecisions = () => <BulkPhotoDecisions resource="avatars" noun={(n) => `profile ${n === 1 ? 'photo' : 'photos'}`} RejectDialog={AvatarRejectDialog} />;

/** `GET /api/staff/avatars`: profile photos waiting for a moderator, oldest first; select several to decide at once. */
export function AvatarList() {
  const narrow = useNarrowScreen();
  const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />, <TextInput key="memberName" source="memberName" label="Member name" />];
  return (
    <List<StaffAvatarItem> filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'createdAt', order: 'ASC' }} perPage={25} title="Profile photos">
      {narrow ? (
        <SimpleList<StaffAvatarItem>
          leftAvatar={(r) => <AvatarPreview record={r} size={40} />}
          primaryText={(r) => r.memberName}
          secondaryText={(r) => r.variant}
          tertiaryText={(r) => STATUS_LABELS[r.status]}
          linkType="show"
        />
      ) : (
        <DataTable<StaffAvatarItem> rowClick="show" bulkActionButtons={<BulkDecisions />} sx={SCROLLING_TABLE_SX}>
          <Column source="preview" label="Photo" disableSort render={(r) => <AvatarPreview record={r} />} />
          <Column source="memberName" label="Member" disableSort />
          <Column source="variant" label="Variant" disableSort />
          <Column source="createdAt" label="Uploaded" render={(r) => <DateField source="createdAt" record={r} showTime />} />
          <Column source="status" disableSort render={(r) => <AvatarStatusChip record={r} />} />
          <Column source="rejectReason" label="Reason" disableSort render={(r) => r.rejectReason ?? '—'} />
        </DataTable>
      )}
    </List>
  );
}
