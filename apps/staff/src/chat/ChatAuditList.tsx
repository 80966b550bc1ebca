import { DataTable, DateField, List, SimpleList, TextInput } from 'react-admin';
import type { ChatAuditEntry } from '@community/contracts';
import { useBrandFilter } from '../layout/currentVariant';
import { SCROLLING_TABLE_SX, useNarrowScreen } from '../layout/lists';

const Column = DataTable.Col<ChatAuditEntry>;

/** What a moderation action did, in a few words. */
export const ACTION_LABELS: Record<string, string> = {
  kick: 'Kicked',
  ban: 'Banned',
  unban: 'Ban lifted',
  silence: 'Silenced',
  unsilence: 'Silence lifted',
  moderator: 'Made moderator',
  unmoderator: 'Moderator removed',
  subject: 'Subject changed',
  'room.create': 'Room created',
  'room.update': 'Room settings changed',
  'room.close': 'Room closed',
  'filter.hide': 'Word filter held a message',
  'filter.report': 'Word filter reported a message',
};

/** The entry's details (until, reason, changed settings) as one line. */
export function describeDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, v]) => v !== null && v !== '' && v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}

const filters = [<TextInput key="roomId" source="roomId" label="Room id" helperText={false} />];

/** `GET /api/staff/chat-audit`: everything chat moderators (owners, temporary moderators, staff) and word filters did. Read-only. */
export function ChatAuditList() {
  const brandFilter = useBrandFilter();
  const narrow = useNarrowScreen();
  return (
    <List<ChatAuditEntry> title="Chat moderation log" filters={filters} filter={brandFilter} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<ChatAuditEntry>
          primaryText={(r) => `${ACTION_LABELS[r.action] ?? r.action}${r.targetName ? ` ${r.targetName}` : ''}`}
          secondaryText={(r) => `${r.roomName} · ${r.actorName}`}
          tertiaryText={(r) => new Date(r.createdAt).toLocaleString()}
          linkType={false}
        />
      ) : (
        <DataTable<ChatAuditEntry> bulkActionButtons={false} rowClick={false} sx={SCROLLING_TABLE_SX}>
          <Column source="createdAt" label="When" render={(r) => <DateField source="createdAt" record={r} showTime />} />
          <Column source="roomName" label="Room" disableSort />
          <Column source="action" label="Action" disableSort render={(r) => ACTION_LABELS[r.action] ?? r.action} />
          <Column source="targetName" label="Member" disableSort />
          <Column source="actorName" label="By" disableSort />
          <Column source="detail" label="Details" disableSort render={(r) => describeDetail(r.detail)} />
        </DataTable>
      )}
    </List>
  );
}
