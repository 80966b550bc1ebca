import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';
import { AuditShow } from './AuditShow';

export { AuditList, AuditShow };

/** The audit log, read-only (`<Resource name="audit" {...audit} />`): list and show, no edit, create or delete. */
export const audit = {
  list: AuditList,
  show: AuditShow,
  icon: HistoryIcon,
  options: { label: 'Audit log' },
  recordRepresentation: (r: { action: string; targetId: string }) => `${r.action} ${r.targetId}`,
} as const;
