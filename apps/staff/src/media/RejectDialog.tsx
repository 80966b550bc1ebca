import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { REJECT_REASONS } from './choices';

/** Asks for the reason the member will see (3–500 characters, as the API requires). */
export function RejectDialog({ open, count, onCancel, onConfirm, busy }: { open: boolean; count: number; onCancel: () => void; onConfirm: (reason: string) => void; busy?: boolean }) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const error = trimmed.length > 0 && trimmed.length < 3 ? 'At least 3 characters' : trimmed.length > 500 ? 'At most 500 characters' : undefined;
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{count === 1 ? 'Reject this photo' : `Reject ${count} photos`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The member sees this reason beside the photo. Others never see a rejected photo.</DialogContentText>
        <Autocomplete
          freeSolo
          options={[...REJECT_REASONS]}
          inputValue={reason}
          onInputChange={(_e, v) => setReason(v)}
          renderInput={(params) => <TextField {...params} label="Reason" autoFocus error={Boolean(error)} helperText={error ?? 'Pick one or write your own'} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" disabled={trimmed.length < 3 || Boolean(error) || busy} onClick={() => onConfirm(trimmed)}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
