import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import { ChatAuditList } from './ChatAuditList';
import { ChatReportList } from './ChatReportList';

export { ChatAuditList, ChatReportList };

/** Chat moderation log (moderator, admin, global, super): `<Resource name="chat-audit" {...chatAudit} />`. */
export const chatAudit = { list: ChatAuditList, icon: GavelIcon, options: { label: 'Chat log' } } as const;

/** Reported chat messages: `<Resource name="chat-reports" {...chatReports} />`. */
export const chatReports = { list: ChatReportList, icon: ForumIcon, options: { label: 'Chat reports' } } as const;
