import {
  DateField,
  Edit,
  EmailField,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  required,
  useRecordContext,
} from 'react-admin';
import type { StaffMember } from '@community/contracts';
import { roleChangeRefusal, tierChangeRefusal, type StaffActor } from '../auth/permissions';
import { useStaffActor } from '../auth/useStaffActor';
import { roleChoices, tierChoices } from './choices';
import { memberUpdate } from './memberUpdate';
import { ReadOnlyText } from '../layout/ReadOnlyText';
import { RecordLockNotice } from '../layout/RecordLockNotice';

// Saving only: members are not deleted from here.
const MemberEditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

function MemberEditForm({ actor }: { actor: StaffActor | undefined }) {
  const record = useRecordContext<StaffMember>();
  // Until the identity has loaded, both inputs stay disabled without a reason.
  const tierRefusal = actor ? tierChangeRefusal(actor, record) : '';
  const roleRefusal = actor ? roleChangeRefusal(actor, record) : '';

  return (
    <SimpleForm toolbar={<MemberEditToolbar />}>
      {record ? <RecordLockNotice resource="members" id={record.id} /> : null}
      <ReadOnlyText source="name" />
      <Labeled label="E-mail">
        <EmailField source="email" />
      </Labeled>
      <ReadOnlyText source="homeVariant" label="Variant" />
      <Labeled label="Created">
        <DateField source="createdAt" showTime />
      </Labeled>
      <SelectInput
        source="tier"
        choices={tierChoices}
        validate={required()}
        disabled={tierRefusal !== undefined}
        helperText={tierRefusal || false}
      />
      <SelectInput
        source="role"
        choices={roleChoices}
        validate={required()}
        disabled={roleRefusal !== undefined}
        helperText={roleRefusal || (actor ? 'Staff roles open this console; Super may change any role but their own.' : false)}
      />
    </SimpleForm>
  );
}

/** `GET` then `PUT /api/staff/members/:id`; pessimistic, so a refused change (403) never shows as saved. */
export function MemberEdit() {
  const actor = useStaffActor();
  return (
    <Edit<StaffMember>
      mutationMode="pessimistic"
      redirect="show"
      transform={(data: StaffMember, options?: { previousData?: StaffMember }) =>
        memberUpdate(data, options?.previousData, actor)
      }
    >
      <MemberEditForm actor={actor} />
    </Edit>
  );
}
