import { RejectReasonDialog, type RejectDialogProps } from '../layout/RejectReasonDialog';
import { REJECT_REASONS } from './choices';

/** Asks for the reason the member will see (3–500 characters, as the API requires). */
export function RejectDialog(props: RejectDialogProps) {
  return (
    <RejectReasonDialog
      {...props}
      id="reject-title"
      title={props.count === 1 ? 'Reject this photo' : `Reject ${props.count} photos`}
      explanation="The member sees this reason beside the photo. Others never see a rejected photo."
      reasons={REJECT_REASONS}
      min={3}
      max={500}
    />
  );
}
