import {
  Link,
  useCreatePath,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  List,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import type { StaffAuditEntry } from '@community/contracts';
import { useBrandFilter } from '../layout/currentVariant';
import { useNarrowScreen } from '../layout/lists';

const Column = DataTable.Col<StaffAuditEntry>;

const filters = [
  <TextInput key="action" source="action" label="Action" alwaysOn helperText={false} />,
  <TextInput key="targetType" source="targetType" label="Target type" helperText={false} />,
  <TextInput key="targetId" source="targetId" label="Target id" helperText={false} />,
  <TextInput key="staffId" source="staffId" label="Staff id" helperText={false} />,
  <DateInput key="from" source="from" label="From" helperText={false} />,
  <DateInput key="to" source="to" label="To" helperText={false} />,
];

/** Short, readable "field: before → after" of an entry. */
export function describeChange(entry: Pick<StaffAuditEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return keys
    .filter((k) => JSON.stringify(entry.before?.[k]) !== JSON.stringify(entry.after?.[k]))
    .map((k) => `${k}: ${show(entry.before?.[k])} → ${show(entry.after?.[k])}`)
    .join('; ');
}

/** Resources the console has for a target type; others are shown as text. */
const TARGET_RESOURCES: Record<string, string> = { member: 'members', report: 'reports', ticket: 'tickets' };

function Target({ entry }: { entry: StaffAuditEntry }) {
  const createPath = useCreatePath();
  const resource = TARGET_RESOURCES[entry.targetType];
  const text = `${entry.targetType} ${entry.targetId}`;
  if (!resource) return <>{text}</>;
  return (
    <Link to={createPath({ resource, id: entry.targetId, type: 'show' })} onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}>
      {text}
    </Link>
  );
}

/** `GET /api/staff/audit`: who changed what, when. Read-only: no edit, delete, export or bulk actions. */
export function AuditList() {
  const brandFilter = useBrandFilter();
  const narrow = useNarrowScreen();
  return (
    <List<StaffAuditEntry>
      title="Audit log"
      filters={filters}
      filter={brandFilter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      {narrow ? (
        <SimpleList<StaffAuditEntry>
          primaryText={(r) => `${r.action} · ${r.staffName ?? 'deleted account'}`}
          secondaryText={(r) => describeChange(r)}
          tertiaryText={(r) => new Date(r.createdAt).toLocaleString()}
          linkType="show"
        />
      ) : (
        <DataTable<StaffAuditEntry> rowClick="show" bulkActionButtons={false}>
          <Column source="createdAt" label="When" render={(r) => <DateField source="createdAt" record={r} showTime />} />
          <Column source="staffName" label="Staff" disableSort render={(r) => r.staffName ?? 'deleted account'} />
          <Column source="action" />
          <Column source="targetType" label="Target" render={(r) => <Target entry={r} />} />
          <Column source="variant" label="Variant" disableSort />
          <Column label="Change" disableSort render={(r) => describeChange(r)} />
        </DataTable>
      )}
    </List>
  );
}
