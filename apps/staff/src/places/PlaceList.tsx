import type { StaffPlaceItem, StaffPlaceSuggestion } from '@community/contracts';
import { Chip } from '@mui/material';
import { DataTable, DateField, FilterButton, List, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { BulkPhotoDecisions } from '../layout/BulkPhotoDecisions';
import { useBrandFilter } from '../layout/currentVariant';
import { SCROLLING_TABLE_SX, useNarrowScreen } from '../layout/lists';
import { PlaceRejectDialog } from './PlaceRejectDialog';
import { STATUS_LABELS, SUGGESTION_LABELS, statusChoices } from './choices';

const Column = DataTable.Col<StaffPlaceItem>;
const SuggestionColumn = DataTable.Col<StaffPlaceSuggestion>;

export function PlaceStatusChip({ status, labels = STATUS_LABELS }: { status: StaffPlaceItem['status']; labels?: Record<StaffPlaceItem['status'], string> }) {
  const colour = status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'warning';
  return <Chip size="small" color={colour} label={labels[status]} />;
}

/** Approve or reject the selected places (undoable; each decided and audited on its own). */
const BulkDecisions = () => <BulkPhotoDecisions resource="places" noun={(n) => (n === 1 ? 'place' : 'places')} RejectDialog={PlaceRejectDialog} />;

const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** `GET /api/staff/places`: the places queue, oldest waiting first, of the brand in the app bar. */
export function PlaceList() {
  const brandFilter = useBrandFilter();
  const narrow = useNarrowScreen();
  return (
    <List<StaffPlaceItem>
      filters={[<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />]}
      filter={brandFilter}
      filterDefaultValues={{ status: 'pending' }}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      title="Places moderation"
    >
      {narrow ? (
        <SimpleList<StaffPlaceItem> primaryText={(r) => r.name} secondaryText={(r) => `${r.county}, ${r.country} · ${r.submitterName ?? '—'}`} tertiaryText={(r) => STATUS_LABELS[r.status]} linkType="show" />
      ) : (
        <DataTable<StaffPlaceItem> rowClick="show" bulkActionButtons={<BulkDecisions />} sx={SCROLLING_TABLE_SX}>
          <Column source="name" disableSort />
          <Column source="county" disableSort render={(r) => `${r.county}, ${r.country}`} />
          <Column source="submitterName" label="Member" disableSort render={(r) => r.submitterName ?? '—'} />
          <Column source="variant" disableSort />
          <Column source="createdAt" label="Submitted" render={(r) => <DateField source="createdAt" record={r} showTime />} />
          <Column source="status" render={(r) => <PlaceStatusChip status={r.status} />} />
        </DataTable>
      )}
    </List>
  );
}

/** `GET /api/staff/place-suggestions`: members' edits of public places, oldest first. */
export function PlaceSuggestionList() {
  const brandFilter = useBrandFilter();
  return (
    <List<StaffPlaceSuggestion>
      filters={[<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />]}
      filter={brandFilter}
      filterDefaultValues={{ status: 'pending' }}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      title="Place edit suggestions"
    >
      <DataTable<StaffPlaceSuggestion> rowClick="show" bulkActionButtons={false} sx={SCROLLING_TABLE_SX}>
        <SuggestionColumn source="locationName" label="Place" disableSort />
        <SuggestionColumn source="authorName" label="Member" disableSort render={(r) => r.authorName ?? '—'} />
        <SuggestionColumn source="changes" label="Changes" disableSort render={(r) => r.changes.map((c) => c.field).join(', ')} />
        <SuggestionColumn source="variant" disableSort />
        <SuggestionColumn source="createdAt" label="Sent" render={(r) => <DateField source="createdAt" record={r} showTime />} />
        <SuggestionColumn source="status" render={(r) => <PlaceStatusChip status={r.status} labels={SUGGESTION_LABELS} />} />
      </DataTable>
    </List>
  );
}
