import { AVATAR_REJECT_REASON_MAX } from '@community/domain';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { AVATAR_REJECT_REASONS } from './choices';

/** Asks for the reason the member will see (1–300 characters, as the API requires). */
export function AvatarRejectDialog({ open, count, onCancel, onConfirm, busy }: { open: boolean; count: number; onCancel: () => void; onConfirm: (reason: string) => void; busy?: boolean }) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const error = trimmed.length > AVATAR_REJECT_REASON_MAX ? `At most ${AVATAR_REJECT_REASON_MAX} characters` : undefined;
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="avatar-reject-title">
      <DialogTitle id="avatar-reject-title">{count === 1 ? 'Reject this profile photo' : `Reject ${count} profile photos`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The member sees this reason in their photo settings. The rejected photo is deleted; their previous photo (or colour) stays.</DialogContentText>
        <Autocomplete
          freeSolo
          options={[...AVATAR_REJECT_REASONS]}
          inputValue={reason}
          onInputChange={(_e, v) => setReason(v)}
          renderInput={(params) => <TextField {...params} label="Reason" autoFocus error={Boolean(error)} helperText={error ?? 'Pick one or write your own'} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" disabled={trimmed.length < 1 || Boolean(error) || busy} onClick={() => onConfirm(trimmed)}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
