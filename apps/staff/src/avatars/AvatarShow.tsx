import type { StaffAvatarItem } from '@community/contracts';
import { Box } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { Button, DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { AvatarStatusChip } from './AvatarList';
import { AvatarRejectDialog } from './AvatarRejectDialog';

function Decisions() {
  const record = useRecordContext<StaffAvatarItem>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  if (!record || record.status !== 'pending') return <TopToolbar />;
  // Undoable: the page shows the decision at once, "Undo" takes it back before anything is sent.
  const decide = (data: { status: 'approved' | 'rejected'; rejectReason?: string }) => {
    setRejecting(false);
    void update(
      'avatars',
      { id: record.id, data, previousData: record },
      { mutationMode: 'undoable', onSettled: () => refresh(), onError: (e) => notify(e instanceof Error ? e.message : 'The decision failed', { type: 'error' }) },
    );
    notify(data.status === 'approved' ? 'Approved: the member’s profile shows it once the undo time is over' : 'Rejected', { type: 'info', undoable: true });
  };
  return (
    <TopToolbar>
      <Button label="Approve" color="success" onClick={() => decide({ status: 'approved' })} disabled={isPending}>
        <CheckIcon />
      </Button>
      <Button label="Reject…" color="error" onClick={() => setRejecting(true)} disabled={isPending}>
        <BlockIcon />
      </Button>
      <AvatarRejectDialog open={rejecting} count={1} busy={isPending} onCancel={() => setRejecting(false)} onConfirm={(reason) => decide({ status: 'rejected', rejectReason: reason })} />
    </TopToolbar>
  );
}

/** One profile photo, large, with approve and reject. */
export function AvatarShow() {
  return (
    <Show<StaffAvatarItem> actions={<Decisions />} title="Profile photo">
      <SimpleShowLayout>
        <FunctionField<StaffAvatarItem>
          label="Photo"
          render={(r) =>
            r.status === 'rejected' ? (
              'Deleted after rejection'
            ) : (
              <Box component="img" src={r.large} alt={`Profile photo of ${r.memberName}`} sx={{ width: 320, maxWidth: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2, display: 'block' }} />
            )
          }
        />
        <TextField source="memberName" label="Member" />
        <TextField source="variant" />
        <Labeled label="Status">
          <FunctionField<StaffAvatarItem> render={(r) => <AvatarStatusChip record={r} />} />
        </Labeled>
        <TextField source="rejectReason" label="Reason" emptyText="—" />
        <FunctionField<StaffAvatarItem> label="Uploaded size" render={(r) => `${r.width} × ${r.height} px (before cropping)`} />
        <DateField source="createdAt" label="Uploaded" showTime />
        <DateField source="reviewedAt" label="Decided" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
