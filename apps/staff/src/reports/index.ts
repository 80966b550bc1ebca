import ReportIcon from '@mui/icons-material/Report';
import { ReportEdit } from './ReportEdit';
import { ReportList } from './ReportList';
import { ReportShow } from './ReportShow';

export { ReportEdit, ReportList, ReportShow };

/** The reports resource (moderator, admin, global, super): `<Resource name="reports" {...reports} />`. */
export const reports = {
  list: ReportList,
  show: ReportShow,
  edit: ReportEdit,
  icon: ReportIcon,
  recordRepresentation: (r: { subjectType: string; subjectId: string }) => `${r.subjectType} ${r.subjectId}`,
} as const;
