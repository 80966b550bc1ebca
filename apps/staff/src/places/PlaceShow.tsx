import type { StaffPlaceItem, StaffPlaceSuggestion } from '@community/contracts';
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { Button, DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { usePhotoDecision } from '../layout/usePhotoDecision';
import { PlaceStatusChip } from './PlaceList';
import { PlaceRejectDialog } from './PlaceRejectDialog';
import { SUGGESTION_LABELS } from './choices';

function Decisions() {
  const record = useRecordContext<StaffPlaceItem>();
  const { decide, isPending, askReason, rejectDialog } = usePhotoDecision('places', record, 'Approved: the place is public');
  if (!record) return null;
  return (
    <TopToolbar>
      {record.status !== 'approved' ? (
        <Button label="Approve" color="success" onClick={() => decide({ status: 'approved' })} disabled={isPending}>
          <CheckIcon />
        </Button>
      ) : null}
      {record.status !== 'rejected' ? (
        <Button label="Reject…" color="error" onClick={askReason} disabled={isPending}>
          <BlockIcon />
        </Button>
      ) : null}
      <PlaceRejectDialog {...rejectDialog} />
    </TopToolbar>
  );
}

/** `GET /api/staff/places/:id`: everything the member wrote, the coordinates with a map link; approve or reject. */
export function PlaceShow() {
  return (
    <Show<StaffPlaceItem> title="Place" actions={<Decisions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <FunctionField<StaffPlaceItem> label="Status" render={(r) => <PlaceStatusChip status={r.status} />} />
        <TextField source="rejectReason" label="Reason given" emptyText="—" />
        <FunctionField<StaffPlaceItem> label="Where" render={(r) => `${r.county}, ${r.country}`} />
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="directions" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<StaffPlaceItem> label="Facilities" render={(r) => (r.facilities.length ? r.facilities.join(', ') : '—')} />
        <FunctionField<StaffPlaceItem>
          label="Coordinates"
          render={(r) => (
            <MuiLink href={`https://www.openstreetmap.org/?mlat=${r.lat}&mlon=${r.lng}#map=16/${r.lat}/${r.lng}`} target="_blank" rel="noopener noreferrer">
              {r.lat.toFixed(5)}, {r.lng.toFixed(5)}
            </MuiLink>
          )}
        />
        <FunctionField<StaffPlaceItem> label="Page" render={(r) => (r.status === 'approved' ? <MuiLink href={r.url}>{r.url}</MuiLink> : `${r.url} (public once approved)`)} />
        <TextField source="submitterName" label="Member" emptyText="a closed account" />
        <TextField source="variant" />
        <DateField source="createdAt" label="Submitted" showTime />
        <DateField source="moderatedAt" label="Decided" showTime emptyText="not yet" />
      </SimpleShowLayout>
    </Show>
  );
}

function SuggestionDecisions() {
  const record = useRecordContext<StaffPlaceSuggestion>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.status !== 'pending') return <TopToolbar />;
  const decide = (status: 'approved' | 'rejected') => {
    void update(
      'place-suggestions',
      { id: record.id, data: { status }, previousData: record },
      { mutationMode: 'undoable', onSettled: () => refresh(), onError: (e) => notify(e instanceof Error ? e.message : 'The decision failed', { type: 'error' }) },
    );
    notify(status === 'approved' ? 'Accepted: the place page changes' : 'Rejected', { type: 'info', undoable: true });
  };
  return (
    <TopToolbar>
      <Button label="Accept" color="success" onClick={() => decide('approved')} disabled={isPending}>
        <CheckIcon />
      </Button>
      <Button label="Reject" color="error" onClick={() => decide('rejected')} disabled={isPending}>
        <BlockIcon />
      </Button>
    </TopToolbar>
  );
}

/** `GET /api/staff/place-suggestions/:id`: the fields a member would change, as they are and as suggested. */
export function PlaceSuggestionShow() {
  return (
    <Show<StaffPlaceSuggestion> title="Edit suggestion" actions={<SuggestionDecisions />}>
      <SimpleShowLayout>
        <TextField source="locationName" label="Place" />
        <FunctionField<StaffPlaceSuggestion> label="Status" render={(r) => <PlaceStatusChip status={r.status} labels={SUGGESTION_LABELS} />} />
        <TextField source="authorName" label="Member" emptyText="a closed account" />
        <TextField source="note" emptyText="—" />
        <FunctionField<StaffPlaceSuggestion>
          label="Changes"
          render={(r) => (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Now</TableCell>
                  <TableCell>Suggested</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.changes.map((c) => (
                  <TableRow key={c.field}>
                    <TableCell>{c.field}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{c.before || '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                      <Typography component="span" fontWeight={600}>
                        {c.after || '—'}
                      </Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        />
        <DateField source="createdAt" label="Sent" showTime />
        <DateField source="decidedAt" label="Decided" showTime emptyText="not yet" />
      </SimpleShowLayout>
    </Show>
  );
}
