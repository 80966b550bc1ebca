import type { ProfileTab } from '../../shared/profile-tab';
import { ProfileMedia } from './ProfileMedia';

/** The media tab of `/profile/{name}`: photos, albums (`/media/albums`) and invitations (`/media/invites`). */
export const profileTabs: readonly ProfileTab[] = [
  {
    route: 'profile-name-media',
    routes: ['profile-name-media-albums', 'profile-name-media-invites'],
    label: 'members.tab.media',
    order: 50,
    Component: ProfileMedia,
  },
];
