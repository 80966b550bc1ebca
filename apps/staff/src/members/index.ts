import PeopleIcon from '@mui/icons-material/People';
import { MemberEdit } from './MemberEdit';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';

export { MemberEdit, MemberList, MemberShow };

/** The members resource: `<Resource name="members" {...members} />`. */
export const members = {
  list: MemberList,
  show: MemberShow,
  edit: MemberEdit,
  icon: PeopleIcon,
  recordRepresentation: 'name',
} as const;
