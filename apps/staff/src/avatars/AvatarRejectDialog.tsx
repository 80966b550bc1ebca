import { AVATAR_REJECT_REASON_MAX } from '@community/domain';
import { RejectReasonDialog, type RejectDialogProps } from '../layout/RejectReasonDialog';
import { AVATAR_REJECT_REASONS } from './choices';

/** Asks for the reason the member will see (1–300 characters, as the API requires). */
export function AvatarRejectDialog(props: RejectDialogProps) {
  return (
    <RejectReasonDialog
      {...props}
      id="avatar-reject-title"
      title={props.count === 1 ? 'Reject this profile photo' : `Reject ${props.count} profile photos`}
      explanation="The member sees this reason in their photo settings. The rejected photo is deleted; their previous photo (or colour) stays."
      reasons={AVATAR_REJECT_REASONS}
      min={1}
      max={AVATAR_REJECT_REASON_MAX}
    />
  );
}
