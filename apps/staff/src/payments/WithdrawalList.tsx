import { DataTable, DateField, Edit, List, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { WITHDRAWAL_STATUS_CHOICES, type StaffWithdrawalRecord } from './types';
import { ReadOnlyText } from '../layout/ReadOnlyText';
import { SCROLLING_TABLE_SX } from '../layout/lists';
import { memberNameFilter } from './memberNameFilter';

const Column = DataTable.Col<StaffWithdrawalRecord>;

const filters = [
  memberNameFilter,
  <SelectInput key="status" source="status" choices={WITHDRAWAL_STATUS_CHOICES} alwaysOn />,
];

/** `GET /api/staff/withdrawals`: every step of every withdrawal; the ones awaiting approval first by default. */
export function WithdrawalList() {
  return (
    <List<StaffWithdrawalRecord> filters={filters} filterDefaultValues={{ status: 'awaiting-approval' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Withdrawals" exporter={false}>
      <DataTable<StaffWithdrawalRecord> rowClick="edit" bulkActionButtons={false} sx={SCROLLING_TABLE_SX}>
        <Column source="createdAt" label="Asked" render={(r) => <DateField source="createdAt" record={r} showTime />} />
        <Column source="memberName" label="Member" disableSort />
        <Column source="coins" />
        <Column source="payoutText" label="Payout" disableSort />
        <Column source="status" />
        <Column source="attempts" disableSort />
        <Column source="failureReason" label="Reason" disableSort />
      </DataTable>
    </List>
  );
}

const DECISIONS = [
  { id: 'queued', name: 'Approve (pay out)' },
  { id: 'rejected', name: 'Reject (return the coins)' },
];

/** `PUT /api/staff/withdrawals/:id`: approve or reject one awaiting approval (audited by the API). */
export function WithdrawalEdit() {
  return (
    <Edit<StaffWithdrawalRecord> title="Withdrawal" mutationMode="pessimistic">
      <SimpleForm toolbar={<Toolbar><SaveButton label="Decide" /></Toolbar>}>
        <ReadOnlyText source="memberName" label="Member" />
        <ReadOnlyText source="coins" label="Coins" />
        <ReadOnlyText source="payoutText" label="Payout" />
        <ReadOnlyText source="payoutAccount" label="Payout account" />
        <ReadOnlyText source="status" label="Current status" />
        <SelectInput source="status" label="Decision" choices={DECISIONS} />
        <TextInput source="reason" label="Reason (for a rejection)" multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}
