/**
 * The community module's face: the only file other modules import (ARCHITECTURE: Module faces, checked by
 * apps/api/eslint.config.mjs). It exports the Nest module and nothing else yet: no other module needs the
 * forum's services.
 */
export { CommunityModule } from './community.module.js';
/** Groups' invitations for messaging's `groupInvite` (a message that invites its recipients to a group). */
export { GroupsService } from './groups/groups.service.js';
/** Parties: messaging invites a conversation's members when a message carries `partyInvite`. */
export { PartyAttendanceService } from './parties/party-attendance.service.js';
