import { DataTable, DateField, FilterButton, List, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import type { StaffReport } from '@community/contracts';
import { BulkReportDecisions } from './BulkReportDecisions';
import { ALL_BRANDS, useCurrentVariant, useVariants } from '../layout/currentVariant';
import { REASON_LABELS, STATUS_LABELS, SUBJECT_LABELS, reasonChoices, statusChoices, subjectChoices } from './choices';
import { SCROLLING_TABLE_SX, useNarrowScreen } from '../layout/lists';

const Column = DataTable.Col<StaffReport>;

// No create or export: reports come from members, and leave the console only through features built for it.
const ReportListActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/**
 * `GET /api/staff/reports?sort&range&filter` — open reports first by default; the brand in the app bar filters.
 * Select several to mark them handled or dismiss them with one note (undoable).
 */
export function ReportList() {
  const [variant] = useCurrentVariant();
  const { variants } = useVariants();
  const narrow = useNarrowScreen();

  const filters = [
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <SelectInput key="subjectType" source="subjectType" label="Subject" choices={subjectChoices} />,
    <SelectInput key="reason" source="reason" choices={reasonChoices} />,
    ...(variant === ALL_BRANDS ? [<SelectInput key="variant" source="variant" label="Variant" choices={variants} />] : []),
  ];

  return (
    <List<StaffReport>
      filters={filters}
      filter={variant === ALL_BRANDS ? undefined : { variant }}
      filterDefaultValues={{ status: 'open' }}
      actions={<ReportListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      title="Reports"
    >
      {narrow ? (
        <SimpleList<StaffReport>
          primaryText={(r) => `${SUBJECT_LABELS[r.subjectType]} ${r.subjectId}`}
          secondaryText={(r) => REASON_LABELS[r.reason]}
          tertiaryText={(r) => STATUS_LABELS[r.status]}
          linkType="show"
        />
      ) : (
        <DataTable<StaffReport> rowClick="show" bulkActionButtons={<BulkReportDecisions />} sx={SCROLLING_TABLE_SX}>
          <Column source="createdAt" label="Filed" render={(r) => <DateField source="createdAt" record={r} showTime />} />
          <Column source="variant" label="Variant" />
          <Column source="subjectType" label="Subject" render={(r) => SUBJECT_LABELS[r.subjectType]} />
          <Column source="subjectId" label="Subject id" disableSort />
          <Column source="reason" render={(r) => REASON_LABELS[r.reason]} />
          <Column source="reporterName" label="Reporter" disableSort render={(r) => r.reporterName ?? 'closed account'} />
          <Column source="status" render={(r) => STATUS_LABELS[r.status]} />
        </DataTable>
      )}
    </List>
  );
}
