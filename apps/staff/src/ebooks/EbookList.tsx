import type { Ebook } from '@community/contracts';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { Button, DataTable, DateField, List, SelectInput, SimpleList, useListContext, useUnselectAll } from 'react-admin';
import { EbookRejectDialog, useUndoableEbookDecision, type EbookDecision } from './decisions';

export type StaffEbook = Ebook & { variant: string };

export const STATUS_LABELS: Record<Ebook['status'], string> = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' };
const statusChoices = Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }));
const Column = DataTable.Col<StaffEbook>;

export function EbookStatusChip({ record }: { record: StaffEbook }) {
  const colour = record.status === 'approved' ? 'success' : record.status === 'rejected' ? 'error' : 'warning';
  return <Chip size="small" color={colour} label={STATUS_LABELS[record.status]} />;
}

/** Approve or reject the selected ebooks at once (one reason for all); undoable, each decided and audited on its own. */
function BulkDecisions() {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('ebooks');
  const decide = useUndoableEbookDecision();
  const [rejecting, setRejecting] = useState(false);
  const send = (decision: EbookDecision) => {
    setRejecting(false);
    const ids = [...selectedIds];
    unselectAll();
    decide(ids, decision);
  };
  return (
    <>
      <Button label="Approve" onClick={() => send({ action: 'approve' })} color="success">
        <CheckIcon />
      </Button>
      <Button label="Reject…" onClick={() => setRejecting(true)} color="error">
        <BlockIcon />
      </Button>
      <EbookRejectDialog open={rejecting} count={selectedIds.length} onCancel={() => setRejecting(false)} onConfirm={(reason) => send({ action: 'reject', reason })} />
    </>
  );
}

const filters = [<SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />];

/** `GET /api/staff/ebooks`: the review queue, waiting longest first (scoped to the caller's variants by the API); select several to decide at once. */
export function EbookList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List<StaffEbook> filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'submittedAt', order: 'ASC' }} exporter={false} title="Ebooks">
      {small ? (
        <SimpleList<StaffEbook> primaryText={(r) => r.title} secondaryText={(r) => `${r.author.name} · ${STATUS_LABELS[r.status]}`} linkType="show" />
      ) : (
        <DataTable<StaffEbook> rowClick="show" bulkActionButtons={<BulkDecisions />}>
          <Column source="title" label="Title" />
          <Column source="author.name" label="Writer" disableSort />
          <Column source="chapterCount" label="Chapters" disableSort />
          <Column source="wordCount" label="Words" disableSort />
          <Column source="variant" label="Variant" disableSort />
          <Column source="status" label="Status" render={(r) => <EbookStatusChip record={r} />} />
          <Column source="submittedAt" label="Submitted" field={DateField} />
        </DataTable>
      )}
    </List>
  );
}
