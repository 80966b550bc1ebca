import { EBOOK_LIMITS } from '@community/domain';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { Button, DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField as RaTextField, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { EbookStatusChip, type StaffEbook } from './EbookList';

type StaffEbookDetail = StaffEbook & { chapters?: Array<{ position: number; title: string; wordCount: number; writtenAt: string; html: string }> };

/** Story HTML (the allow-list of the story editor) as plain paragraphs for reading in the console. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Approve, or reject with the reason the writer sees (`POST /api/ebooks/{id}/approve`, `/reject`); audited by the API. */
function Decisions() {
  const record = useRecordContext<StaffEbookDetail>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'pending') return null;
  const decide = async (action: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await httpClient(`/api/ebooks/${encodeURIComponent(record.id)}/${action}`, { method: 'POST', body: JSON.stringify(action === 'reject' ? { reason: reason.trim() } : {}) });
      notify(action === 'approve' ? 'Approved: the ebook is public' : 'Rejected: the writer sees your reason', { type: 'success' });
      setRejecting(false);
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'The decision failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const length = reason.trim().length;
  const error = length > 0 && length < EBOOK_LIMITS.rejectReasonMin ? `At least ${EBOOK_LIMITS.rejectReasonMin} characters` : length > EBOOK_LIMITS.rejectReasonMax ? `At most ${EBOOK_LIMITS.rejectReasonMax} characters` : undefined;
  return (
    <>
      <Button label="Approve" variant="contained" color="success" onClick={() => void decide('approve')} disabled={busy}>
        <CheckIcon />
      </Button>
      <Button label="Reject…" color="error" onClick={() => setRejecting(true)} disabled={busy}>
        <BlockIcon />
      </Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm" aria-labelledby="reject-ebook-title">
        <DialogTitle id="reject-ebook-title">Reject this ebook</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The writer sees this reason on their ebooks page. Say what to change: when they save it again, it comes back to this queue.</DialogContentText>
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={3} autoFocus error={Boolean(error)} helperText={error ?? `${EBOOK_LIMITS.rejectReasonMin}–${EBOOK_LIMITS.rejectReasonMax} characters`} />
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={() => setRejecting(false)} />
          <Button label="Reject" color="error" variant="contained" disabled={length < EBOOK_LIMITS.rejectReasonMin || Boolean(error) || busy} onClick={() => void decide('reject')} />
        </DialogActions>
      </Dialog>
    </>
  );
}

/** `GET /api/staff/ebooks/{id}`: cover, details and every chapter's text, to review before deciding. */
export function EbookShow() {
  return (
    <Show<StaffEbookDetail>
      title="Ebook"
      actions={
        <TopToolbar>
          <Decisions />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <FunctionField<StaffEbookDetail>
          label="Cover"
          render={(r) =>
            r.cover ? <Box component="img" src={r.cover.medium} alt={`Cover of ${r.title}`} sx={{ width: 160, height: 240, objectFit: 'cover', borderRadius: 1, display: 'block' }} /> : <Typography variant="body2">No cover</Typography>
          }
        />
        <RaTextField source="title" label="Title" />
        <RaTextField source="author.name" label="Writer" />
        <RaTextField source="summary" label="Summary" emptyText="none" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<StaffEbookDetail> label="Status" render={(r) => <EbookStatusChip record={r} />} />
        <RaTextField source="rejectReason" label="Reason given" emptyText="none" />
        <DateField source="submittedAt" label="Submitted" showTime />
        <DateField source="reviewedAt" label="Decided" showTime emptyText="not yet" />
        <RaTextField source="variant" label="Variant" />
        <FunctionField<StaffEbookDetail>
          label="Chapters"
          render={(r) => (
            <Box>
              {(r.chapters ?? []).map((c) => (
                <Labeled key={c.position} label={`${c.position}. ${c.title} (${c.wordCount.toLocaleString('en-GB')} words)`} fullWidth>
                  <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
                    {plainText(c.html)}
                  </Typography>
                </Labeled>
              ))}
            </Box>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}
