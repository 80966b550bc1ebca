import { EBOOK_LIMITS } from '@community/domain';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useAddUndoableMutation, useNotify, useRefresh, type Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';

export type EbookDecision = { action: 'approve' } | { action: 'reject'; reason: string };

/**
 * Approve or reject ebooks, undoably (the reports queue's pattern): the decision waits in react-admin's undo
 * queue while the "Undo" notification shows and nothing is sent if it is pressed; after that each ebook is
 * decided (and audited) on its own by `POST /api/ebooks/{id}/approve` or `/reject`. `onUndone` runs when the
 * staff member took it back (while the caller is still on screen).
 */
export function useUndoableEbookDecision() {
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  const refresh = useRefresh();
  return (ids: Identifier[], decision: EbookDecision, onUndone?: () => void) => {
    const count = ids.length;
    const body = JSON.stringify(decision.action === 'reject' ? { reason: decision.reason } : {});
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) {
        onUndone?.();
        return;
      }
      void Promise.allSettled(ids.map((id) => httpClient(`/api/ebooks/${encodeURIComponent(String(id))}/${decision.action}`, { method: 'POST', body }))).then((results) => {
        const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failed.length) {
          const why = failed[0]!.reason instanceof Error ? failed[0]!.reason.message : 'The decision failed';
          notify(count === 1 ? why : `${failed.length} of ${count} ebooks were not decided: ${why}`, { type: 'error' });
        }
        refresh();
      });
    });
    const what = count === 1 ? 'ebook' : `${count} ebooks`;
    notify(decision.action === 'approve' ? `Approved: ${what} public once the undo time is over` : `Rejected: the ${count === 1 ? 'writer sees' : 'writers see'} your reason`, {
      type: 'info',
      undoable: true,
    });
  };
}

/** Asks for the reason the writer sees (`EBOOK_LIMITS.rejectReasonMin`–`Max` characters, as the API requires). */
export function EbookRejectDialog({ open, count, onCancel, onConfirm }: { open: boolean; count: number; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const length = reason.trim().length;
  const error =
    length > 0 && length < EBOOK_LIMITS.rejectReasonMin
      ? `At least ${EBOOK_LIMITS.rejectReasonMin} characters`
      : length > EBOOK_LIMITS.rejectReasonMax
        ? `At most ${EBOOK_LIMITS.rejectReasonMax} characters`
        : undefined;
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="reject-ebook-title">
      <DialogTitle id="reject-ebook-title">{count === 1 ? 'Reject this ebook' : `Reject ${count} ebooks`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The writer sees this reason on their ebooks page. Say what to change: when they save it again, it comes back to this queue. You can undo for a few seconds after
          confirming.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          minRows={3}
          autoFocus
          error={Boolean(error)}
          helperText={error ?? `${EBOOK_LIMITS.rejectReasonMin}–${EBOOK_LIMITS.rejectReasonMax} characters`}
        />
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onCancel} />
        <Button
          label="Reject"
          color="error"
          variant="contained"
          disabled={length < EBOOK_LIMITS.rejectReasonMin || Boolean(error)}
          onClick={() => {
            onConfirm(reason.trim());
            setReason('');
          }}
        />
      </DialogActions>
    </Dialog>
  );
}
