import { DataTable, DateField, List, SelectInput } from 'react-admin';
import { OpenTicketButton } from './OpenTicketButton';
import { PAYMENT_KIND_CHOICES, PAYMENT_STATUS_CHOICES, type StaffPaymentRecord } from './types';
import { SCROLLING_TABLE_SX } from '../layout/lists';
import { memberNameFilter } from './memberNameFilter';

const Column = DataTable.Col<StaffPaymentRecord>;

const filters = [
  memberNameFilter,
  <SelectInput key="status" source="status" choices={PAYMENT_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={PAYMENT_KIND_CHOICES} />,
];

/** `GET /api/staff/payments`: payment transactions in my scope, newest first. */
export function PaymentList() {
  return (
    <List<StaffPaymentRecord> filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Payments" exporter={false}>
      <DataTable<StaffPaymentRecord> rowClick="show" bulkActionButtons={false} sx={SCROLLING_TABLE_SX}>
        <Column source="createdAt" label="When" render={(r) => <DateField source="createdAt" record={r} showTime />} />
        <Column source="memberName" label="Member" disableSort />
        <Column source="variant" label="Variant" disableSort />
        <Column source="kind" render={(r) => (r.kind === 'coins' ? `coins (${r.coins ?? 0})` : r.tier ? `${r.kind} (${r.tier})` : r.kind)} />
        <Column source="amountMinor" label="Amount" render={(r) => r.amountText} />
        <Column source="status" />
        <Column source="gateway" label="Processor" disableSort />
        <Column source="reference" label="Reference" disableSort />
        <Column source="id" label="" disableSort render={(r) => <OpenTicketButton record={r} />} />
      </DataTable>
    </List>
  );
}
