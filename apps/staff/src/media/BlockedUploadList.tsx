import type { StaffBlockedUpload } from '@community/contracts';
import { DataTable, DateField, List } from 'react-admin';

const Column = DataTable.Col<StaffBlockedUpload>;

/**
 * `GET /api/staff/media-blocked-uploads`: uploads refused because they matched the block list, newest first
 * (the hook for known-abuse matching: staff follow up with the member, e.g. through the members console).
 */
export function BlockedUploadList() {
  return (
    <List<StaffBlockedUpload> sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Refused uploads" exporter={false}>
      <DataTable<StaffBlockedUpload> bulkActionButtons={false} rowClick={false}>
        <Column source="createdAt" label="When" render={(r) => <DateField source="createdAt" record={r} showTime />} />
        <Column source="memberName" label="Member" disableSort />
        <Column source="variant" label="Variant" disableSort />
        <Column source="hash" label="Image hash" disableSort render={(r) => <code>{r.hash}</code>} />
        <Column source="blockId" label="Block-list entry" disableSort />
        <Column source="distance" label="Bits apart" disableSort />
      </DataTable>
    </List>
  );
}
