import FaceIcon from '@mui/icons-material/Face';
import { AvatarList } from './AvatarList';
import { AvatarShow } from './AvatarShow';

export { AvatarList, AvatarShow };

/** The profile-photo moderation queue: `<Resource name="avatars" {...avatars} />` (moderator, support, admin, global, super; scoped by variant in the API). */
export const avatars = {
  list: AvatarList,
  show: AvatarShow,
  icon: FaceIcon,
  options: { label: 'Profile photos' },
  recordRepresentation: (r: { memberName: string }) => `profile photo of ${r.memberName}`,
} as const;
