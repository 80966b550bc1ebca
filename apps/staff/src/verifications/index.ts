import BadgeIcon from '@mui/icons-material/Badge';
import { VerificationList } from './VerificationList';
import { VerificationShow } from './VerificationShow';

export { VerificationList, VerificationShow };

/** The ID checkers' queue: `<Resource name="verifications" {...verifications} />` (moderators and admins of the brand, global, super). */
export const verifications = {
  list: VerificationList,
  show: VerificationShow,
  icon: BadgeIcon,
  options: { label: 'ID checks' },
  recordRepresentation: (r: { memberName: string }) => `ID check of ${r.memberName}`,
} as const;
