import { BooleanField, DataTable, DateField, List, SelectInput } from 'react-admin';
import { SUBSCRIPTION_STATUS_CHOICES, TIER_CHOICES, type StaffSubscriptionRecord } from './types';
import { SCROLLING_TABLE_SX } from '../layout/lists';
import { memberNameFilter } from './memberNameFilter';

const Column = DataTable.Col<StaffSubscriptionRecord>;

const filters = [
  memberNameFilter,
  <SelectInput key="status" source="status" choices={SUBSCRIPTION_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="tier" source="tier" choices={TIER_CHOICES} />,
];

/** `GET /api/staff/subscriptions`: who pays for which tier, until when. */
export function SubscriptionList() {
  return (
    <List<StaffSubscriptionRecord> filters={filters} filterDefaultValues={{ status: 'active' }} sort={{ field: 'currentPeriodEnd', order: 'ASC' }} perPage={25} title="Subscriptions" exporter={false}>
      <DataTable<StaffSubscriptionRecord> rowClick={false} bulkActionButtons={false} sx={SCROLLING_TABLE_SX}>
        <Column source="memberName" label="Member" disableSort />
        <Column source="variant" disableSort />
        <Column source="tier" />
        <Column source="period" disableSort />
        <Column source="priceText" label="Price" disableSort />
        <Column source="paidWith" label="Paid with" disableSort />
        <Column source="currentPeriodEnd" label="Period ends" render={(r) => <DateField source="currentPeriodEnd" record={r} showTime />} />
        <Column source="cancelAtPeriodEnd" label="Cancelled" disableSort render={(r) => <BooleanField source="cancelAtPeriodEnd" record={r} />} />
        <Column source="status" />
      </DataTable>
    </List>
  );
}
