import {
  BooleanField,
  DateField,
  EmailField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { roleChoices, tierChoices } from './choices';

/** `GET /api/staff/members/:id`. The edit button shows only to roles that may edit. */
export function MemberShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" label="E-mail" />
        <TextField source="homeVariant" label="Variant" />
        <SelectField source="tier" choices={tierChoices} />
        <SelectField source="role" choices={roleChoices} />
        <BooleanField source="isConfirmed" label="E-mail confirmed" />
        <BooleanField source="isVerified" label="Verified" />
        <BooleanField source="mfaEnabled" label="MFA enabled" />
        <DateField source="suspendedAt" label="Suspended" showTime emptyText="not suspended" />
        <DateField source="createdAt" label="Created" showTime />
        <DateField source="lastLoginAt" label="Last login" showTime emptyText="never" />
        <TextField source="id" label="Member id" />
      </SimpleShowLayout>
    </Show>
  );
}
