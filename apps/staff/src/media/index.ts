import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import GppBadIcon from '@mui/icons-material/GppBad';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BlockedUploadList } from './BlockedUploadList';
import { HashCreate, HashList } from './HashList';
import { MediaList } from './MediaList';
import { MediaShow } from './MediaShow';

export { BlockedUploadList, HashCreate, HashList, MediaList, MediaShow };

/** The media moderation queue: `<Resource name="media" {...media} />` (every staff role, scoped by variant). */
export const media = {
  list: MediaList,
  show: MediaShow,
  icon: PhotoLibraryIcon,
  options: { label: 'Media moderation' },
  recordRepresentation: (r: { ownerName: string }) => `photo by ${r.ownerName}`,
} as const;

/** The perceptual-hash block list: `<Resource name="media-hashes" {...mediaHashes} />`. */
export const mediaHashes = {
  list: HashList,
  create: HashCreate,
  icon: GppBadIcon,
  options: { label: 'Image block list' },
  recordRepresentation: 'hash',
} as const;

/** Uploads refused by the block list (read-only): `<Resource name="media-blocked-uploads" {...blockedUploads} />`. */
export const blockedUploads = {
  list: BlockedUploadList,
  icon: UploadFileIcon,
  options: { label: 'Refused uploads' },
} as const;
