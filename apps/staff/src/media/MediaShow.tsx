import { MEDIA_HASH_EDITOR_ROLES, type StaffMediaItem } from '@community/contracts';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import GppBadIcon from '@mui/icons-material/GppBad';
import { useState } from 'react';
import { Button, DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField as RaTextField, TopToolbar, useCreate, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useStaffActor } from '../auth/useStaffActor';
import { usePhotoDecision } from '../layout/usePhotoDecision';
import { KIND_LABELS, PROCESSING_LABELS, STATUS_LABELS, VISIBILITY_LABELS } from './choices';
import { KindChip, StatusChip } from './MediaList';
import { RejectDialog } from './RejectDialog';

/** Adds this photo's perceptual hash to the block list (the API rejects the photo too). */
function BlockHashButton() {
  const record = useRecordContext<StaffMediaItem>();
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!record) return null;
  const ok = reason.trim().length >= 3 && reason.trim().length <= 500;
  return (
    <>
      <Button label="Block this image" color="error" onClick={() => setOpen(true)}>
        <GppBadIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Block this image everywhere</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Its perceptual hash ({record.hash}) goes on the block list: the same or a near-identical picture is refused at upload and the attempt is shown to staff. This photo is rejected with the reason below.
          </Typography>
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline autoFocus helperText="3–500 characters; staff and the member see it" />
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={() => setOpen(false)} />
          <Button
            label="Block"
            color="error"
            variant="contained"
            disabled={!ok || isPending}
            onClick={() =>
              void create(
                'media-hashes',
                { data: { mediaId: record.id, reason: reason.trim() } },
                {
                  onSuccess: () => {
                    notify('The image is on the block list', { type: 'success' });
                    setOpen(false);
                    refresh();
                  },
                  onError: (e) => notify(e instanceof Error ? e.message : 'Blocking failed', { type: 'error' }),
                },
              )
            }
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

function Decisions() {
  const record = useRecordContext<StaffMediaItem>();
  const actor = useStaffActor();
  const { decide, isPending, askReason, rejectDialog } = usePhotoDecision('media', record, 'Approved');
  if (!record) return null;
  const mayBlock = actor ? (MEDIA_HASH_EDITOR_ROLES as readonly string[]).includes(actor.role) : false;
  return (
    <TopToolbar>
      {/* A video can be approved once its poster and sizes exist (the API refuses it before). */}
      {record.status !== 'approved' && record.processing === 'ready' ? (
        <Button label="Approve" color="success" onClick={() => decide({ status: 'approved' })} disabled={isPending}>
          <CheckIcon />
        </Button>
      ) : null}
      {record.status !== 'rejected' ? (
        <Button label="Reject…" color="error" onClick={askReason} disabled={isPending}>
          <BlockIcon />
        </Button>
      ) : null}
      {mayBlock && record.hash ? <BlockHashButton /> : null}
      <RejectDialog {...rejectDialog} />
    </TopToolbar>
  );
}

function LargePreview() {
  const r = useRecordContext<StaffMediaItem>();
  if (!r) return null;
  if (r.kind === 'video' && r.video) {
    return (
      <Box
        component="video"
        controls
        playsInline
        preload="metadata"
        poster={r.large}
        src={r.video}
        aria-label={r.description || `Video by ${r.ownerName}`}
        data-testid="staff-video"
        sx={{ maxWidth: '100%', maxHeight: '70vh', borderRadius: 1, display: 'block', bgcolor: 'common.black' }}
      />
    );
  }
  if (r.processing !== 'ready') {
    return <Typography color="text.secondary">{r.processing === 'failed' ? 'This video could not be processed: there is nothing to look at.' : 'This video is still being processed: its poster and player appear when it is ready.'}</Typography>;
  }
  return <Box component="img" src={r.large} alt={r.description || `${KIND_LABELS[r.kind]} by ${r.ownerName}`} sx={{ maxWidth: '100%', maxHeight: '70vh', borderRadius: 1, display: 'block' }} />;
}

/** `GET /api/staff/media/:id`: the photo large (a video in a player), its settings and state; approve, reject or block it. */
export function MediaShow() {
  return (
    <Show<StaffMediaItem> title="Media item" actions={<Decisions />}>
      <SimpleShowLayout>
        <LargePreview />
        <FunctionField<StaffMediaItem> label="Kind" render={(r) => <KindChip record={r} />} />
        <FunctionField<StaffMediaItem> label="Status" render={(r) => <StatusChip record={r} />} />
        <RaTextField source="rejectReason" label="Reason given" emptyText="—" />
        <RaTextField source="ownerName" label="Member" />
        <RaTextField source="variant" label="Variant" />
        <FunctionField<StaffMediaItem> label="Shown to" render={(r) => `${VISIBILITY_LABELS[r.visibility]}${r.adult ? ' · marked 18+' : ''}`} />
        <RaTextField source="description" emptyText="none" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="createdAt" label="Uploaded" showTime />
        <DateField source="moderatedAt" label="Decided" showTime emptyText="not yet" />
        <Labeled label="Perceptual hash">
          <RaTextField source="hash" sx={{ fontFamily: 'monospace' }} />
        </Labeled>
        <FunctionField<StaffMediaItem> label="State" render={(r) => `${STATUS_LABELS[r.status]} · ${PROCESSING_LABELS[r.processing]}`} />
      </SimpleShowLayout>
    </Show>
  );
}
