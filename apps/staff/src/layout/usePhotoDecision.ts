import { useState } from 'react';
import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import type { RejectDialogProps } from './RejectReasonDialog';

/** What staff decide about a waiting photo. */
export type PhotoDecision = { status: 'approved' | 'rejected'; rejectReason?: string };

/**
 * Approve or reject one photo of `resource` from its show page. Undoable, like the queue (`BulkPhotoDecisions`):
 * the page shows the decision at once, "Undo" takes it back before anything is sent. `approvedNotice` is what the
 * notice says after an approval. Gives `decide`, whether a call is under way, and the props of the reject dialog.
 */
export function usePhotoDecision(resource: string, record: RaRecord | undefined, approvedNotice: string) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const decide = (data: PhotoDecision) => {
    if (!record) return;
    setRejecting(false);
    void update(
      resource,
      { id: record.id, data, previousData: record },
      { mutationMode: 'undoable', onSettled: () => refresh(), onError: (e) => notify(e instanceof Error ? e.message : 'The decision failed', { type: 'error' }) },
    );
    notify(data.status === 'approved' ? approvedNotice : 'Rejected', { type: 'info', undoable: true });
  };
  const rejectDialog: RejectDialogProps = {
    open: rejecting,
    count: 1,
    busy: isPending,
    onCancel: () => setRejecting(false),
    onConfirm: (reason) => decide({ status: 'rejected', rejectReason: reason }),
  };
  return { decide, isPending, askReason: () => setRejecting(true), rejectDialog };
}
