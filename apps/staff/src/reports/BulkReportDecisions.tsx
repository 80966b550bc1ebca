import CheckIcon from '@mui/icons-material/Check';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button as MuiButton, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useUnselectAll, useUpdateMany } from 'react-admin';
import { REPORT_DETAILS_MAX } from '@community/contracts';

type Decision = 'handled' | 'dismissed';
const VERB: Record<Decision, string> = { handled: 'marked handled', dismissed: 'dismissed' };

/**
 * Decide the selected reports at once with one note (the API requires it when closing a report). Undoable:
 * react-admin holds the calls while "Undo" shows and sends nothing if it is pressed; then each report is
 * decided (and audited) on its own by `PUT /api/staff/reports/:id`.
 */
export function BulkReportDecisions() {
  const { selectedIds } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('reports');
  const [asking, setAsking] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const trimmed = note.trim();
  const tooLong = trimmed.length > REPORT_DETAILS_MAX;
  const count = selectedIds.length;

  const decide = (status: Decision) => {
    setAsking(null);
    setNote('');
    unselectAll();
    void updateMany(
      'reports',
      { ids: selectedIds, data: { status, note: trimmed } },
      {
        mutationMode: 'undoable',
        onSuccess: () => refresh(),
        onError: (e) => notify(e instanceof Error ? e.message : 'The decision failed', { type: 'error' }),
      },
    );
    notify(`${count} ${count === 1 ? 'report' : 'reports'} ${VERB[status]}`, { type: 'info', undoable: true });
  };

  return (
    <>
      <Button label="Mark handled…" onClick={() => setAsking('handled')} disabled={isPending} color="success">
        <CheckIcon />
      </Button>
      <Button label="Dismiss…" onClick={() => setAsking('dismissed')} disabled={isPending} color="error">
        <DoNotDisturbIcon />
      </Button>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} fullWidth maxWidth="sm" aria-labelledby="bulk-report-title">
        <DialogTitle id="bulk-report-title">
          {asking === 'dismissed' ? 'Dismiss' : 'Mark handled'} {count === 1 ? 'this report' : `${count} reports`}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The note is kept on each report and in the audit log. You can undo for a few seconds after confirming.</DialogContentText>
          <TextField
            label="Staff note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            autoFocus
            fullWidth
            multiline
            minRows={2}
            error={tooLong}
            helperText={tooLong ? `At most ${REPORT_DETAILS_MAX} characters` : 'What was done (required)'}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setAsking(null)}>Cancel</MuiButton>
          <MuiButton variant="contained" color={asking === 'dismissed' ? 'error' : 'success'} disabled={!trimmed || tooLong} onClick={() => asking && decide(asking)}>
            Confirm
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
