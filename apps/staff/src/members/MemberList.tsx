import {
  BooleanField,
  DataTable,
  DateField,
  EditButton,
  EmailField,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import type { StaffMember } from '@community/contracts';
import { ALL_BRANDS, useCurrentVariant, useVariants, variantFilter } from '../layout/currentVariant';
import { ROLE_LABELS, TIER_LABELS, roleChoices, tierChoices } from './choices';

const Column = DataTable.Col<StaffMember>;

// No export or create: member data leaves the console only through features built for it.
const MemberListActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** `GET /api/staff/members?sort&range&filter` — the brand chosen in the app bar is a fixed filter. */
export function MemberList() {
  const [variant] = useCurrentVariant();
  const { variants } = useVariants();

  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />,
    // With a brand chosen in the app bar, the list is already limited to it.
    ...(variant === ALL_BRANDS
      ? [<SelectInput key="homeVariant" source="homeVariant" label="Variant" choices={variants} />]
      : []),
    <SelectInput key="tier" source="tier" choices={tierChoices} />,
    <SelectInput key="role" source="role" choices={roleChoices} />,
    <NullableBooleanInput key="isVerified" source="isVerified" label="Verified" />,
  ];

  return (
    <List<StaffMember>
      filters={filters}
      filter={variantFilter(variant)}
      actions={<MemberListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      title="Members"
    >
      <DataTable<StaffMember> rowClick="show" bulkActionButtons={false}>
        <Column source="name" />
        <Column source="email" label="E-mail" field={EmailField} />
        <Column source="homeVariant" label="Variant" />
        <Column source="tier" render={(record) => TIER_LABELS[record.tier]} />
        <Column source="role" render={(record) => ROLE_LABELS[record.role]} />
        <Column source="isConfirmed" label="Confirmed" field={BooleanField} />
        <Column source="isVerified" label="Verified" field={BooleanField} />
        <Column source="mfaEnabled" label="MFA" field={BooleanField} />
        <Column source="createdAt" label="Created" field={DateField} />
        <Column
          source="lastLoginAt"
          label="Last login"
          render={(record) => <DateField source="lastLoginAt" record={record} showTime emptyText="never" />}
        />
        <Column label="" disableSort>
          <EditButton />
        </Column>
      </DataTable>
    </List>
  );
}
