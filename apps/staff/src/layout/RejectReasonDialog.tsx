import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

export type RejectDialogProps = { open: boolean; count: number; onCancel: () => void; onConfirm: (reason: string) => void; busy?: boolean };

/**
 * Asks for the reason the member will see, `min`–`max` characters (as the API requires): one of `reasons` or the
 * moderator's own words. Confirms the trimmed reason.
 */
export function RejectReasonDialog({
  open,
  onCancel,
  onConfirm,
  busy,
  id,
  title,
  explanation,
  reasons,
  min,
  max,
}: RejectDialogProps & { id: string; title: string; explanation: string; reasons: readonly string[]; min: number; max: number }) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const error = trimmed.length > 0 && trimmed.length < min ? `At least ${min} characters` : trimmed.length > max ? `At most ${max} characters` : undefined;
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
        <Autocomplete
          freeSolo
          options={[...reasons]}
          inputValue={reason}
          onInputChange={(_e, v) => setReason(v)}
          renderInput={(params) => <TextField {...params} label="Reason" autoFocus error={Boolean(error)} helperText={error ?? 'Pick one or write your own'} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" disabled={trimmed.length < min || Boolean(error) || busy} onClick={() => onConfirm(trimmed)}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
