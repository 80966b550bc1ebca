import type { StaffAvatarItem } from '@community/contracts';
import { Box } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { Button, DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { usePhotoDecision } from '../layout/usePhotoDecision';
import { AvatarStatusChip } from './AvatarList';
import { AvatarRejectDialog } from './AvatarRejectDialog';

function Decisions() {
  const record = useRecordContext<StaffAvatarItem>();
  const { decide, isPending, askReason, rejectDialog } = usePhotoDecision('avatars', record, 'Approved: the member’s profile shows it once the undo time is over');
  if (!record || record.status !== 'pending') return <TopToolbar />;
  return (
    <TopToolbar>
      <Button label="Approve" color="success" onClick={() => decide({ status: 'approved' })} disabled={isPending}>
        <CheckIcon />
      </Button>
      <Button label="Reject…" color="error" onClick={askReason} disabled={isPending}>
        <BlockIcon />
      </Button>
      <AvatarRejectDialog {...rejectDialog} />
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
