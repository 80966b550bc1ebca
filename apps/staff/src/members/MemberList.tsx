import {
  BooleanField,
  ColumnsButton,
  DataTable,
  DateField,
  EditButton,
  EmailField,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import type { StaffMember } from '@community/contracts';
import { ALL_BRANDS, useCurrentVariant, useVariants, variantFilter } from '../layout/currentVariant';
import { ROLE_LABELS, TIER_LABELS, roleChoices, tierChoices } from './choices';
import { useNarrowScreen } from '../layout/lists';

const Column = DataTable.Col<StaffMember>;

// No export or create: member data leaves the console only through features built for it.
const MemberListActions = ({ columns }: { columns: boolean }) => (
  <TopToolbar>
    {columns ? <ColumnsButton /> : null}
    <FilterButton />
  </TopToolbar>
);

/** Shown until staff pick them with "Columns": the table then fits a laptop screen without scrolling sideways. */
const HIDDEN_BY_DEFAULT = ['createdAt', 'mfaEnabled'];

/** Phones and narrow windows: one line per member (name, e-mail, tier and role) instead of eleven columns. */
function MemberSimpleList() {
  return (
    <SimpleList<StaffMember>
      primaryText={(record) => record.name}
      secondaryText={(record) => record.email}
      tertiaryText={(record) => `${TIER_LABELS[record.tier]} · ${ROLE_LABELS[record.role]}`}
      linkType="show"
    />
  );
}

/** `GET /api/staff/members?sort&range&filter` — the brand chosen in the app bar is a fixed filter. */
export function MemberList() {
  const [variant] = useCurrentVariant();
  const { variants } = useVariants();
  const narrow = useNarrowScreen();

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
      actions={<MemberListActions columns={!narrow} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      title="Members"
    >
      {narrow ? (
        <MemberSimpleList />
      ) : (
        <DataTable<StaffMember>
          rowClick="show"
          bulkActionButtons={false}
          hiddenColumns={HIDDEN_BY_DEFAULT}
          // Tighter cells; a window still too narrow for the chosen columns scrolls the table, not the console.
          sx={{
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            '& .MuiTableCell-root': { px: 1 },
            '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
            // Long addresses end in "…" (the whole address is the link's tooltip) so Edit stays in view.
            '& td.column-email': { maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          }}
        >
          <Column source="name" />
          <Column
            source="email"
            label="E-mail"
            render={(record) => <EmailField source="email" record={record} title={record.email} />}
          />
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
      )}
    </List>
  );
}
