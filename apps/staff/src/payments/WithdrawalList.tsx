import { DataTable, DateField, Edit, List, SaveButton, SelectInput, SimpleForm, TextField, TextInput, Toolbar, Labeled } from 'react-admin';
import { WITHDRAWAL_STATUS_CHOICES, type StaffWithdrawalRecord } from './types';

const Column = DataTable.Col<StaffWithdrawalRecord>;

const filters = [
  <TextInput key="member" source="member" label="Member name" alwaysOn />,
  <SelectInput key="status" source="status" choices={WITHDRAWAL_STATUS_CHOICES} alwaysOn />,
];

/** `GET /api/staff/withdrawals`: every step of every withdrawal; the ones awaiting approval first by default. */
export function WithdrawalList() {
  return (
    <List<StaffWithdrawalRecord> filters={filters} filterDefaultValues={{ status: 'awaiting-approval' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Withdrawals" exporter={false}>
      <DataTable<StaffWithdrawalRecord> rowClick="edit" bulkActionButtons={false} sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
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
        <Labeled label="Member">
          <TextField source="memberName" />
        </Labeled>
        <Labeled label="Coins">
          <TextField source="coins" />
        </Labeled>
        <Labeled label="Payout">
          <TextField source="payoutText" />
        </Labeled>
        <Labeled label="Payout account">
          <TextField source="payoutAccount" />
        </Labeled>
        <Labeled label="Current status">
          <TextField source="status" />
        </Labeled>
        <SelectInput source="status" label="Decision" choices={DECISIONS} />
        <TextInput source="reason" label="Reason (for a rejection)" multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}
