import { Chip } from '@mui/material';
import { CreateButton, DataTable, DateField, FilterButton, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import type { StaffTicket } from '@community/contracts';
import { useBrandFilter } from '../layout/currentVariant';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS, categoryChoices, priorityChoices, statusChoices } from './choices';
import { DueChip, dueChoices } from './due';
import { useNarrowScreen } from '../layout/lists';

const Column = DataTable.Col<StaffTicket>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reference or subject" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="due" source="due" label="First reply" choices={dueChoices} alwaysOn />,
  <SelectInput key="priority" source="priority" choices={priorityChoices} />,
  <SelectInput key="category" source="category" choices={categoryChoices} />,
  <SelectInput key="assigneeId" source="assigneeId" label="Assignee" choices={[{ id: 'none', name: 'Nobody' }]} />,
];

const priorityColour = { low: 'default', normal: 'default', high: 'warning', urgent: 'error' } as const;

/**
 * `GET /api/staff/tickets`: the support queue, newest activity first; the app bar's brand is a fixed filter.
 * Each ticket shows its first-reply deadline (red when overdue); "First reply" filters overdue or due today.
 */
export function TicketList() {
  const brandFilter = useBrandFilter();
  const narrow = useNarrowScreen();
  return (
    <List<StaffTicket>
      title="Support tickets"
      filters={filters}
      filter={brandFilter}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton label="Open a ticket" />
        </TopToolbar>
      }
    >
      {narrow ? (
        <SimpleList<StaffTicket>
          primaryText={(r) => `${r.reference} · ${r.subject}`}
          secondaryText={(r) => `${r.memberName ?? 'closed account'} · ${STATUS_LABELS[r.status]} · ${PRIORITY_LABELS[r.priority]}`}
          tertiaryText={(r) => <DueChip record={r} />}
          linkType="show"
        />
      ) : (
        <DataTable<StaffTicket> rowClick="show" bulkActionButtons={false}>
          <Column source="reference" />
          <Column source="subject" disableSort />
          <Column source="memberName" label="Member" disableSort render={(r) => r.memberName ?? 'closed account'} />
          <Column source="variant" label="Variant" disableSort />
          <Column source="category" disableSort render={(r) => CATEGORY_LABELS[r.category]} />
          <Column source="status" render={(r) => STATUS_LABELS[r.status]} />
          <Column source="priority" render={(r) => <Chip size="small" label={PRIORITY_LABELS[r.priority]} color={priorityColour[r.priority]} />} />
          <Column source="firstResponseDueAt" label="First reply due" render={(r) => <DueChip record={r} />} />
          <Column source="assigneeName" label="Assignee" disableSort render={(r) => r.assigneeName ?? '—'} />
          <Column source="updatedAt" label="Last activity" render={(r) => <DateField source="updatedAt" record={r} showTime />} />
        </DataTable>
      )}
    </List>
  );
}
