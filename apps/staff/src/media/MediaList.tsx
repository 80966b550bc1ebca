import type { StaffMediaItem } from '@community/contracts';
import { Box, Chip, Stack } from '@mui/material';
import { DataTable, DateField, FilterButton, List, SelectInput, SimpleList, TextInput, TopToolbar } from 'react-admin';
import { useBrandFilter } from '../layout/currentVariant';
import { KIND_LABELS, PROCESSING_LABELS, STATUS_LABELS, VISIBILITY_LABELS, statusChoices } from './choices';
import { BulkPhotoDecisions } from '../layout/BulkPhotoDecisions';
import { RejectDialog } from './RejectDialog';
import { SCROLLING_TABLE_SX, useNarrowScreen } from '../layout/lists';

const Column = DataTable.Col<StaffMediaItem>;

export function Preview({ record, size = 96 }: { record: StaffMediaItem; size?: number }) {
  // A video's poster exists once it is processed.
  if (record.processing !== 'ready') {
    return (
      <Box sx={{ width: size, height: size, borderRadius: 1, bgcolor: 'grey.200', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 12, textAlign: 'center' }}>
        {PROCESSING_LABELS[record.processing]}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={record.preview}
      alt={record.description || `${KIND_LABELS[record.kind]} by ${record.ownerName}`}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.200' }}
      loading="lazy"
    />
  );
}

/** Photo or video, and a video's processing state while it is not ready. */
export function KindChip({ record }: { record: StaffMediaItem }) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" variant="outlined" label={KIND_LABELS[record.kind]} />
      {record.processing !== 'ready' ? <Chip size="small" color={record.processing === 'failed' ? 'error' : 'info'} label={PROCESSING_LABELS[record.processing]} /> : null}
    </Stack>
  );
}

export function StatusChip({ record }: { record: StaffMediaItem }) {
  const colour = record.status === 'approved' ? 'success' : record.status === 'rejected' ? 'error' : 'warning';
  return <Chip size="small" color={colour} label={STATUS_LABELS[record.status]} />;
}

/** Approve or reject the selected photos (undoable; each decided and audited on its own). */
const BulkDecisions = () => <BulkPhotoDecisions resource="media" noun={(n) => (n === 1 ? 'photo' : 'photos')} RejectDialog={RejectDialog} />;

const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** `GET /api/staff/media`: the moderation queue, oldest waiting photo first, of the brand in the app bar; select several to decide at once. */
export function MediaList() {
  const brandFilter = useBrandFilter();
  const narrow = useNarrowScreen();
  const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />, <TextInput key="ownerName" source="ownerName" label="Member name" />];
  return (
    <List<StaffMediaItem>
      filters={filters}
      filter={brandFilter}
      filterDefaultValues={{ status: 'pending' }}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      title="Media moderation"
    >
      {narrow ? (
        <SimpleList<StaffMediaItem>
          leftAvatar={(r) => <Preview record={r} size={48} />}
          primaryText={(r) => r.ownerName}
          secondaryText={(r) => `${VISIBILITY_LABELS[r.visibility]}${r.adult ? ' · 18+' : ''}`}
          tertiaryText={(r) => `${KIND_LABELS[r.kind]} · ${r.processing === 'ready' ? STATUS_LABELS[r.status] : PROCESSING_LABELS[r.processing]}`}
          linkType="show"
        />
      ) : (
        <DataTable<StaffMediaItem> rowClick="show" bulkActionButtons={<BulkDecisions />} sx={SCROLLING_TABLE_SX}>
          <Column source="preview" label="Media" disableSort render={(r) => <Preview record={r} />} />
          <Column source="kind" label="Kind" disableSort render={(r) => <KindChip record={r} />} />
          <Column source="ownerName" label="Member" disableSort />
          <Column source="variant" label="Variant" disableSort />
          <Column
            source="visibility"
            label="Shown to"
            disableSort
            render={(r) => (
              <Stack direction="row" spacing={0.5}>
                <span>{VISIBILITY_LABELS[r.visibility]}</span>
                {r.adult ? <Chip size="small" label="18+" /> : null}
              </Stack>
            )}
          />
          <Column source="description" disableSort render={(r) => r.description || '—'} />
          <Column source="createdAt" label="Uploaded" render={(r) => <DateField source="createdAt" record={r} showTime />} />
          <Column source="status" render={(r) => <StatusChip record={r} />} />
        </DataTable>
      )}
    </List>
  );
}
