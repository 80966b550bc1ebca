import { RejectReasonDialog, type RejectDialogProps } from '../layout/RejectReasonDialog';
import { PLACE_REJECT_REASONS } from './choices';

/** Asks for the reason the submitter will see (3–500 characters, as the API requires). */
export function PlaceRejectDialog(props: RejectDialogProps) {
  return (
    <RejectReasonDialog
      {...props}
      id="place-reject-title"
      title={props.count === 1 ? 'Reject this place' : `Reject ${props.count} places`}
      explanation="The member who submitted it sees this reason. Nobody else ever sees a rejected place."
      reasons={PLACE_REJECT_REASONS}
      min={3}
      max={500}
    />
  );
}
