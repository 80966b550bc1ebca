import { Box, Chip, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { Button, DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField as RaTextField, TopToolbar, useRecordContext } from 'react-admin';
import { EbookRejectDialog, useUndoableEbookDecision, type EbookDecision } from './decisions';
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

/**
 * Approve, or reject with the reason the writer sees (`POST /api/ebooks/{id}/approve`, `/reject`); audited by the
 * API. Undoable: the buttons give way to "Decision pending" while the undo notification shows.
 */
function Decisions() {
  const record = useRecordContext<StaffEbookDetail>();
  const decide = useUndoableEbookDecision();
  const [rejecting, setRejecting] = useState(false);
  const [queued, setQueued] = useState(false);
  if (!record || record.status !== 'pending') return null;
  const send = (decision: EbookDecision) => {
    setRejecting(false);
    setQueued(true);
    decide([record.id], decision, () => setQueued(false));
  };
  if (queued) return <Chip label="Decision pending" color="info" variant="outlined" />;
  return (
    <>
      <Button label="Approve" variant="contained" color="success" onClick={() => send({ action: 'approve' })}>
        <CheckIcon />
      </Button>
      <Button label="Reject…" color="error" onClick={() => setRejecting(true)}>
        <BlockIcon />
      </Button>
      <EbookRejectDialog open={rejecting} count={1} onCancel={() => setRejecting(false)} onConfirm={(reason) => send({ action: 'reject', reason })} />
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
