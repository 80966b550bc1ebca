import { VERIFICATION_LOCK_SECONDS, type StaffVerificationItem, type VerificationLock, type VerificationRejectReason, type VerificationSide } from '@community/contracts';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, Typography, Button as MuiButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { DOCUMENT_LABELS, REASON_LABELS, reasonChoices } from './choices';
import { VerificationStatusChip } from './VerificationList';

const SIDE_LABELS: Record<VerificationSide, string> = { front: 'Document front', back: 'Document back', selfie: 'Selfie with the code' };

/**
 * Holds the case's review lock while the page is open (renewed every third of its lifetime, released on leaving);
 * answers who else holds it. Another checker's lock blocks the decision in the API (409).
 */
function useReviewLock(id: string | undefined, open: boolean): VerificationLock | null {
  const [other, setOther] = useState<VerificationLock | null>(null);
  useEffect(() => {
    if (!id || !open) return undefined;
    let live = true;
    let mine = false;
    const url = `/api/staff/verifications/${encodeURIComponent(id)}/lock`;
    const take = () =>
      httpClient(url, { method: 'PUT', body: '{}' }).then(
        () => {
          mine = true;
          if (live) setOther(null);
        },
        (error: { status?: number; body?: { lock?: VerificationLock } }) => {
          mine = false;
          if (live && error.status === 409 && error.body?.lock) setOther(error.body.lock);
        },
      );
    void take();
    const timer = setInterval(() => void take(), (VERIFICATION_LOCK_SECONDS * 1000) / 3);
    return () => {
      live = false;
      clearInterval(timer);
      if (mine) void httpClient(url, { method: 'DELETE' }).catch(() => undefined);
    };
  }, [id, open]);
  return other;
}

function RejectDialog({ open, onClose, onReject }: { open: boolean; onClose: () => void; onReject: (reason: VerificationRejectReason) => void }) {
  const [reason, setReason] = useState<VerificationRejectReason | ''>('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="verification-reject-title">
      <DialogTitle id="verification-reject-title">Refuse this ID check</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          The member sees the reason on their verification page and by e-mail, and may try again. The photos are deleted.
        </Typography>
        <RadioGroup value={reason} onChange={(e) => setReason(e.target.value as VerificationRejectReason)}>
          {reasonChoices.map((c) => (
            <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={c.name} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>Cancel</MuiButton>
        <MuiButton color="error" disabled={!reason} onClick={() => reason && onReject(reason)}>
          Refuse
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function Decisions() {
  const record = useRecordContext<StaffVerificationItem>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate<StaffVerificationItem>();
  const other = useReviewLock(record?.id, record?.status === 'pending');
  if (!record || record.status !== 'pending') return <TopToolbar />;
  const decide = (data: { status: 'approved' | 'rejected'; rejectReason?: VerificationRejectReason }) =>
    update(
      'verifications',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(data.status === 'approved' ? 'Verified: the member has their tick' : 'Refused: the member was told why', { type: 'info' });
          refresh();
        },
        onError: (e) => notify((e as Error).message, { type: 'error' }),
      },
    );
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {other ? (
        <Alert severity="warning" role="status" sx={{ mr: 'auto' }}>
          {other.holderName ?? 'Another checker'} is checking this case
        </Alert>
      ) : null}
      <Button label="Verify" color="success" onClick={() => decide({ status: 'approved' })} disabled={isPending || Boolean(other)}>
        <CheckIcon />
      </Button>
      <Button label="Refuse…" color="error" onClick={() => setAsking(true)} disabled={isPending || Boolean(other)}>
        <BlockIcon />
      </Button>
      <RejectDialog
        open={asking}
        onClose={() => setAsking(false)}
        onReject={(reason) => {
          setAsking(false);
          decide({ status: 'rejected', rejectReason: reason });
        }}
      />
    </TopToolbar>
  );
}

function Images({ r }: { r: StaffVerificationItem }) {
  const sides = (Object.keys(r.images) as VerificationSide[]).filter((s) => r.images[s]);
  if (!sides.length) return <Typography variant="body2">{r.status === 'approved' || r.status === 'rejected' ? 'Deleted after the decision' : 'No photos'}</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${sides.length}, 1fr)` }, gap: 2 }}>
      {sides.map((s) => {
        const q = r.hints?.quality.find((x) => x.side === s);
        return (
          <Stack key={s} gap={0.5}>
            <Typography variant="subtitle2">{SIDE_LABELS[s]}</Typography>
            <Box component="a" href={r.images[s]!} target="_blank" rel="noopener noreferrer">
              <Box component="img" src={r.images[s]!} alt={`${SIDE_LABELS[s]} of ${r.memberName}`} sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', bgcolor: 'grey.200', borderRadius: 1, display: 'block' }} />
            </Box>
            {q ? (
              <Typography variant="caption" color={q.problems.length ? 'warning.main' : 'text.secondary'}>
                {q.width} × {q.height} px · brightness {q.brightness} · sharpness {q.sharpness}
                {q.problems.length ? ` · ${q.problems.join(', ')}` : ''}
              </Typography>
            ) : null}
          </Stack>
        );
      })}
    </Box>
  );
}

function Hints({ r }: { r: StaffVerificationItem }) {
  if (!r.hints) return <Typography variant="body2">Not prepared yet</Typography>;
  return (
    <Stack gap={1}>
      <Alert severity={r.hints.adult ? 'success' : 'error'}>{r.hints.adult ? '18 or over by the date of birth given' : 'Under 18 by the date of birth given'}</Alert>
      {r.hints.profileDateDiffers ? <Alert severity="warning">The date of birth given differs from the one on the profile</Alert> : null}
      {r.hints.duplicates.map((d) => (
        <Alert key={`${d.caseId}-${d.side}`} severity="warning">
          Possible duplicate identity: the {d.side} looks like the one {d.memberName || 'another member'} sent ({d.outcome}; {d.distance} of 64 bits differ)
        </Alert>
      ))}
    </Stack>
  );
}

/** One ID check: the photos side by side, the hints, the code to look for, and the decision. */
export function VerificationShow() {
  return (
    <Show<StaffVerificationItem> actions={<Decisions />} title="ID check">
      <SimpleShowLayout>
        <FunctionField<StaffVerificationItem> label="Photos" render={(r) => <Images r={r} />} />
        <FunctionField<StaffVerificationItem> label="Code the selfie must show" render={(r) => <Typography sx={{ fontFamily: 'monospace', fontSize: 24, letterSpacing: '0.15em' }}>{r.code}</Typography>} />
        <FunctionField<StaffVerificationItem> label="Hints" render={(r) => <Hints r={r} />} />
        <TextField source="memberName" label="Member" />
        <TextField source="variant" />
        <FunctionField<StaffVerificationItem> label="Document" render={(r) => DOCUMENT_LABELS[r.documentType]} />
        <TextField source="dateOfBirth" label="Date of birth given" emptyText="— (forgotten after the decision)" />
        <Labeled label="Status">
          <FunctionField<StaffVerificationItem> render={(r) => <VerificationStatusChip record={r} />} />
        </Labeled>
        <FunctionField<StaffVerificationItem> label="Reason" render={(r) => (r.rejectReason ? REASON_LABELS[r.rejectReason] : '—')} />
        <TextField source="ageBand" label="Age band" emptyText="—" />
        <DateField source="submittedAt" label="Sent" showTime emptyText="—" />
        <DateField source="decidedAt" label="Decided" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
