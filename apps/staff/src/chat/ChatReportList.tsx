import { DataTable, DateField, Link, List, SelectInput, SimpleList, useCreatePath } from 'react-admin';
import type { ChatReportedMessage } from '@community/contracts';
import { useBrandFilter } from '../layout/currentVariant';
import { SCROLLING_TABLE_SX, useNarrowScreen } from '../layout/lists';

const Column = DataTable.Col<ChatReportedMessage>;

const SOURCE_LABELS: Record<ChatReportedMessage['source'], string> = { member: 'A member', keyword: 'Word filter' };
const sourceChoices = Object.entries(SOURCE_LABELS).map(([id, name]) => ({ id, name }));
const filters = [<SelectInput key="source" source="source" label="Reported by" choices={sourceChoices} alwaysOn />];

/** Opens the report in the reports queue, where it is decided. */
function QueueLink({ record }: { record: ChatReportedMessage }) {
  const createPath = useCreatePath();
  if (!record.reportId) return <>—</>;
  return <Link to={createPath({ resource: 'reports', type: 'show', id: record.reportId })}>Open report</Link>;
}

/** The photo the message carried, opened in the staff media pages (where it can be taken down). */
function PhotoLink({ record }: { record: ChatReportedMessage }) {
  const createPath = useCreatePath();
  if (!record.mediaId) return <>—</>;
  return <Link to={createPath({ resource: 'media', type: 'show', id: record.mediaId })}>Open photo</Link>;
}

/**
 * `GET /api/staff/chat-reports`: chat messages members reported and messages the rooms' word filters held or
 * reported, with the text as it was sent (room history keeps only 150, reported messages are kept). A
 * member's report is decided in the reports queue.
 */
export function ChatReportList() {
  const brandFilter = useBrandFilter();
  const narrow = useNarrowScreen();
  return (
    <List<ChatReportedMessage> title="Reported chat messages" filters={filters} filter={brandFilter} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<ChatReportedMessage>
          primaryText={(r) => `${r.senderName}: ${r.body}${r.mediaId ? ' [photo]' : ''}`}
          secondaryText={(r) => `${r.roomName} · ${SOURCE_LABELS[r.source]} · ${r.reason}`}
          tertiaryText={(r) => new Date(r.createdAt).toLocaleString()}
          linkType={false}
        />
      ) : (
        <DataTable<ChatReportedMessage> bulkActionButtons={false} rowClick={false} sx={SCROLLING_TABLE_SX}>
          <Column source="createdAt" label="Reported" render={(r) => <DateField source="createdAt" record={r} showTime />} />
          <Column source="roomName" label="Room" disableSort />
          <Column source="senderName" label="Sender" disableSort />
          <Column source="body" label="Message" disableSort sx={{ maxWidth: 360, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
          <Column source="mediaId" label="Photo" disableSort render={(r) => <PhotoLink record={r} />} />
          <Column source="source" label="Reported by" disableSort render={(r) => (r.source === 'member' ? r.reporterName : SOURCE_LABELS.keyword)} />
          <Column source="reason" label="Reason" disableSort render={(r) => (r.details ? `${r.reason} (${r.details})` : r.reason)} />
          <Column source="reportId" label="Queue" disableSort render={(r) => <QueueLink record={r} />} />
        </DataTable>
      )}
    </List>
  );
}
