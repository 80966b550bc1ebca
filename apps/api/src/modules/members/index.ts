/**
 * The members module's face: the only file other modules import (ARCHITECTURE: Module faces, checked by
 * apps/api/eslint.config.mjs). It exports the Nest module, the services and types other modules use,
 * and nothing else; everything not listed here is the module's own business.
 */
export { ActivityService } from './activity/activity.service.js';
export { AuthedProfiles } from './authed-profiles.service.js';
export { avatarOf } from './avatars/avatar-urls.js';
export { MEMBERS_ENTITIES, Member } from './member.entity.js';
export type { MemberListQuery } from './members.service.js';
export { MembersService } from './members.service.js';
export { toViewer } from './profile.js';
export { notBlockedSql } from './profiles/cards.js';
export { RelationshipsService } from './relationships/relationships.service.js';
export { MembersModule } from './members.module.js';
