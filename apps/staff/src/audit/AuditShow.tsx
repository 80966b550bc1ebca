import { Box, Typography } from '@mui/material';
import { DateField, FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { StaffAuditEntry } from '@community/contracts';
import { describeChange } from './AuditList';

const Json = ({ value }: { value: unknown }) => (
  <Box component="pre" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
    {value === null ? 'nothing' : JSON.stringify(value, null, 2)}
  </Box>
);

/** One audit entry in full; there are no edit or delete buttons (entries cannot be changed). */
export function AuditShow() {
  return (
    <Show<StaffAuditEntry> title="Audit entry" actions={false}>
      <SimpleShowLayout>
        <DateField source="createdAt" label="When" showTime />
        <FunctionField<StaffAuditEntry> label="Staff" render={(r) => r.staffName ?? 'deleted account'} />
        <TextField source="action" />
        <FunctionField<StaffAuditEntry> label="Target" render={(r) => `${r.targetType} ${r.targetId}`} />
        <TextField source="variant" emptyText="network-wide" />
        <FunctionField<StaffAuditEntry> label="Change" render={(r) => describeChange(r) || '—'} />
        <FunctionField<StaffAuditEntry> label="Before" render={(r) => <Json value={r.before} />} />
        <FunctionField<StaffAuditEntry> label="After" render={(r) => <Json value={r.after} />} />
        <Typography variant="caption" color="text.secondary">
          Audit entries cannot be edited or deleted.
        </Typography>
      </SimpleShowLayout>
    </Show>
  );
}
