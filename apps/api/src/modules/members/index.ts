/**
 * The members module's face: the only file other modules import (ARCHITECTURE: Module faces, checked by
 * apps/api/eslint.config.mjs). It exports the Nest module, the services and types other modules use,
 * and nothing else; everything not listed here is the module's own business. Other modules see a member as
 * `MemberRef` (or the member's own `MemberAccount`; `MemberCredentials` for sign-in), read-only interfaces the
 * TypeORM entity satisfies: the entity itself is not exported (lint also refuses the name `Member` from here).
 */
export { ActivityService } from './activity/activity.service.js';
export { AuthedProfiles } from './authed-profiles.service.js';
export { avatarOf } from './avatars/avatar-urls.js';
export { MEMBERS_ENTITIES } from './member.entity.js';
export type { MemberAccount, MemberCredentials, MemberRef } from './member-ref.js';
export type { MemberListQuery } from './members.service.js';
export { MembersService } from './members.service.js';
export { toViewer } from './profile.js';
/**
 * Deliberately public: the SQL predicate "neither member has blocked the other" over `member_blocks`, for
 * other modules' list queries (stories filters authors by it). It is the one members table another
 * module's SQL may read, and only through this function: filtering in the same query keeps keyset pages
 * exact, which fetching block lists and passing ids would not for members with long block lists. The
 * members module owns its text; callers pass SQL for the listed member's id and a viewer parameter.
 */
export { notBlockedSql } from './profiles/cards.js';
export { RelationshipsService } from './relationships/relationships.service.js';
/** The gazetteer (groups, clubs, parties, meets and places take their place from it) and a member's profile point (near-me lists). */
export { PlacesService } from './search/places.service.js';
export type { GazetteerPlace } from './search/gazetteer.js';
export { ProfilesRepository } from './profiles/profiles.repository.js';
export { MembersModule } from './members.module.js';
