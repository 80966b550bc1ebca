import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { useState, type ComponentType } from 'react';
import { Button, useListContext, useNotify, useUnselectAll, useUpdateMany } from 'react-admin';
import type { RejectDialogProps } from './RejectReasonDialog';
import type { PhotoDecision } from './usePhotoDecision';

/**
 * Approve or reject the selected photos of `resource`. Undoable, like the reports queue: react-admin holds the
 * calls while "Undo" shows and sends nothing if it is pressed; then every item is decided (and audited) on its
 * own by `PUT /api/staff/<resource>/:id`. `noun(count)` names them in the notice ("3 photos approved").
 */
export function BulkPhotoDecisions({ resource, noun, RejectDialog }: { resource: string; noun: (count: number) => string; RejectDialog: ComponentType<RejectDialogProps> }) {
  const { selectedIds } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const unselectAll = useUnselectAll(resource);
  const [rejecting, setRejecting] = useState(false);
  const decide = (data: PhotoDecision) => {
    const count = selectedIds.length;
    setRejecting(false);
    unselectAll();
    void updateMany(
      resource,
      { ids: selectedIds, data },
      { mutationMode: 'undoable', onError: (e) => notify(e instanceof Error ? e.message : 'The decision failed', { type: 'error' }) },
    );
    notify(`${count} ${noun(count)} ${data.status}`, { type: 'info', undoable: true });
  };
  return (
    <>
      <Button label="Approve" onClick={() => decide({ status: 'approved' })} disabled={isPending} color="success">
        <CheckIcon />
      </Button>
      <Button label="Reject…" onClick={() => setRejecting(true)} disabled={isPending} color="error">
        <BlockIcon />
      </Button>
      <RejectDialog open={rejecting} count={selectedIds.length} busy={isPending} onCancel={() => setRejecting(false)} onConfirm={(reason) => decide({ status: 'rejected', rejectReason: reason })} />
    </>
  );
}
