import { MEDIA_HASH_EDITOR_ROLES, type StaffMediaHash } from '@community/contracts';
import { Create, CreateButton, DataTable, DateField, DeleteButton, List, SimpleForm, TextInput, TopToolbar, maxLength, minLength, regex, required } from 'react-admin';
import { useStaffActor } from '../auth/useStaffActor';

const Column = DataTable.Col<StaffMediaHash>;

export const mayEditHashes = (role: string | undefined) => role !== undefined && (MEDIA_HASH_EDITOR_ROLES as readonly string[]).includes(role);

function HashActions() {
  const actor = useStaffActor();
  return <TopToolbar>{mayEditHashes(actor?.role) ? <CreateButton label="Add a hash" /> : null}</TopToolbar>;
}

/** `GET /api/staff/media-hashes`: the perceptual-hash block list, newest first; removing an entry is audited. */
export function HashList() {
  const actor = useStaffActor();
  const editor = mayEditHashes(actor?.role);
  return (
    <List<StaffMediaHash> actions={<HashActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Image block list">
      <DataTable<StaffMediaHash> bulkActionButtons={false} rowClick={false}>
        <Column source="hash" disableSort render={(r) => <code>{r.hash}</code>} />
        <Column source="reason" disableSort />
        <Column source="hits" label="Uploads refused" disableSort />
        <Column source="lastHitAt" label="Last refused" disableSort render={(r) => (r.lastHitAt ? <DateField source="lastHitAt" record={r} showTime /> : 'never')} />
        <Column source="createdAt" label="Added" render={(r) => <DateField source="createdAt" record={r} showTime />} />
        {editor ? <Column label="" disableSort render={() => <DeleteButton mutationMode="pessimistic" confirmTitle="Remove this hash from the block list?" confirmContent="Uploads of this picture will be accepted again." />} /> : null}
      </DataTable>
    </List>
  );
}

/** Add a hash by hand (16 hex digits, e.g. from another service's list); blocking a photo's own hash is on its page. */
export function HashCreate() {
  return (
    <Create<StaffMediaHash> title="Block an image hash" redirect="list">
      <SimpleForm>
        <TextInput source="hash" label="Perceptual hash (dHash, 16 hex digits)" validate={[required(), regex(/^[0-9a-f]{16}$/, 'Use 16 hex digits (0-9, a-f)')]} fullWidth />
        <TextInput source="reason" multiline minRows={2} fullWidth validate={[required(), minLength(3), maxLength(500)]} />
      </SimpleForm>
    </Create>
  );
}
