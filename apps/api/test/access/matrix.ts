import { randomUUID } from 'node:crypto';
import type { HttpMethod, JsonSchema, Operation } from './openapi.js';
import type { VictimData } from './fixture.js';

/** Who calls: the attacker's own name and id are needed for a few bodies (inviting oneself to an album). */
export interface AttackerRef {
  label: string;
  id: string | null;
  name: string | null;
}

type Params = Record<string, string>;

/**
 * Path parameters from the victim's data, keyed by the path up to its last parameter: `/api/media/{id}`
 * serves `/api/media/{id}/like` too. An operation whose key is missing FAILS the matrix: whoever adds an
 * endpoint with a new kind of id adds its victim's value here (and the data to the fixture).
 * Parameters that name no member data (a tab, a size, a place) still come from here, marked `own`.
 */
export const PATH_PARAMS: Record<string, (fx: VictimData) => Params[]> = {
  '/api/auth/sessions/{id}': (fx) => [{ id: fx.sessionId }],
  '/api/staff/members/{id}': (fx) => [{ id: fx.victim.id }],
  '/api/staff/locks/{resource}/{id}': (fx) => [
    { resource: 'members', id: fx.victim.id },
    { resource: 'tickets', id: fx.ticketReference },
    { resource: 'reports', id: fx.reportId },
  ],
  '/api/staff/audit/{id}': (fx) => [{ id: fx.staffAuditId }],
  '/api/users/{name}': (fx) => [{ name: fx.victim.name }],
  '/api/users/{name}/story-series/{slug}': (fx) => [{ name: fx.victim.name, slug: fx.seriesSlug }],
  '/api/forum/categories/{category}': (fx) => [{ category: fx.forumCategorySlug }],
  '/api/forum/categories/{category}/topics/{slug}': (fx) => [{ category: fx.forumCategorySlug, slug: fx.forumTopicSlug }],
  '/api/forum/topics/{topic}': (fx) => [{ topic: fx.forumTopicId }],
  '/api/forum/posts/{post}': (fx) => [{ post: fx.forumPostId }],
  '/api/forum/members/{name}': (fx) => [{ name: fx.victim.name }],
  '/api/groups/{group}': (fx) => [{ group: fx.groupSlug }],
  '/api/groups/{group}/members/{member}': (fx) => [{ group: fx.groupSlug, member: fx.friend.id }, { group: fx.groupSlug, member: fx.victim.id }],
  '/api/groups/{group}/requests/{id}': (fx) => [{ group: fx.groupSlug, id: fx.groupInviteId }],
  '/api/groups/{group}/invites/{id}': (fx) => [{ group: fx.groupSlug, id: fx.groupInviteId }],
  '/api/community-walls/{post}': (fx) => [{ post: fx.groupPostId }, { post: fx.clubPostId }],
  '/api/community-walls/{post}/comments/{comment}': (fx) => [{ post: fx.groupPostId, comment: fx.groupCommentId }],
  '/api/clubs/{club}': (fx) => [{ club: fx.clubSlug }],
  '/api/clubs/{club}/reviews/{id}': (fx) => [{ club: fx.clubSlug, id: fx.clubReviewId }],
  '/api/users/{name}/permissions/{permission}': (fx) => [{ name: fx.victim.name, permission: 'canSendMessages' }],
  // own: the attacker's onboarding step and interaction tab
  '/api/me/setup/{position}': () => [{ position: 'about' }],
  '/api/interactions/{tab}': () => [{ tab: 'views' }, { tab: 'winks-received' }],
  '/api/privacy/blacklist/{name}': (fx) => [{ name: fx.victim.name }],
  '/api/search/saved/{id}': (fx) => [{ id: fx.savedSearchId }],
  // own: a place of the gazetteer
  '/api/location/geocomplete/{placeId}': () => [{ placeId: 'gb-london' }],
  // public: a locale's translations
  '/api/translations/{locale}': () => [{ locale: 'en_GB' }],
  '/api/avatars/{id}/{size}': (fx) => [{ id: fx.pendingAvatarId, size: 'large' }],
  '/api/staff/avatars/{id}': (fx) => [{ id: fx.pendingAvatarId }],
  '/api/verification/files/{side}': () => [{ side: 'front' }],
  '/api/staff/verifications/{id}': (fx) => [{ id: fx.verificationCaseId }],
  '/api/staff/verifications/{id}/files/{side}': (fx) => [{ id: fx.verificationCaseId, side: 'front' }, { id: fx.verificationCaseId, side: 'selfie' }],
  '/api/newsfeed/{card}': (fx) => [{ card: fx.activityId }],
  '/api/walls/{post}': (fx) => [{ post: fx.wallPostId }, { post: fx.friendWallPostId }],
  '/api/walls/{post}/comments/{comment}': (fx) => [{ post: fx.wallPostId, comment: fx.wallCommentId }],
  '/api/staff/reports/{id}': (fx) => [{ id: fx.reportId }],
  '/api/conversations/with/{memberId}': (fx) => [{ memberId: fx.victim.id }],
  '/api/conversations/{id}': (fx) => [{ id: fx.conversationId }],
  '/api/conversations/{id}/messages/{messageId}': (fx) => [{ id: fx.conversationId, messageId: fx.messageId }],
  '/api/notifications/{id}': (fx) => [{ id: fx.notificationId }],
  '/api/media/files/{id}/{size}': (fx) => [
    { id: fx.privatePhotoId, size: 'large' },
    { id: fx.friendsPhotoId, size: 'small' },
    ...(fx.videoId ? [{ id: fx.videoId, size: 'video-low' }] : []),
  ],
  '/api/media/{id}': (fx) => [{ id: fx.privatePhotoId }, { id: fx.friendsPhotoId }, ...(fx.videoId ? [{ id: fx.videoId }] : []), { id: fx.publicPhotoId }],
  '/api/media/{id}/comments/{commentId}': (fx) => [
    { id: fx.publicPhotoId, commentId: fx.ownCommentOnPublicPhotoId },
    { id: fx.privatePhotoId, commentId: fx.commentOnPrivatePhotoId },
  ],
  '/api/media-albums/{id}': (fx) => [{ id: fx.privateAlbumId }, { id: fx.friendsAlbumId }, { id: fx.publicAlbumId }],
  '/api/album-invites/{id}': (fx) => [{ id: fx.albumAccessId }],
  '/api/staff/media/{id}': (fx) => [{ id: fx.privatePhotoId }, { id: fx.friendsPhotoId }],
  // own: a block-list entry is staff data, not a member's; a number that names none
  '/api/staff/media-hashes/{id}': () => [{ id: '1' }],
  // own: a tag is no member's data
  '/api/stories/tag/{tag}': () => [{ tag: 'slow-burn' }],
  '/api/stories/{story}': (fx) => [{ story: fx.draftStoryId }, { story: fx.publishedStoryId }],
  '/api/stories/{story}/chapters/{position}': (fx) => [{ story: fx.draftStoryId, position: '1' }],
  '/api/stories/{story}/cover/{size}': (fx) => [{ story: fx.draftStoryId, size: 'small' }],
  '/api/reading/{story}': (fx) => [{ story: fx.draftStoryId }, { story: fx.publishedStoryId }],
  '/api/stories/comments/{comment}': (fx) => [{ comment: fx.storyCommentId }],
  // own: the attacker's own tag block
  '/api/story-blocks/tags/{tag}': () => [{ tag: 'spooky' }],
  '/api/story-blocks/authors/{name}': (fx) => [{ name: fx.victim.name }],
  '/api/story-series/{series}': (fx) => [{ series: fx.seriesId }],
  '/api/ebooks/{ebook}': (fx) => [{ ebook: fx.ebookId }],
  '/api/ebooks/{ebook}/cover/{size}': (fx) => [{ ebook: fx.ebookId, size: 'small' }],
  '/api/staff/ebooks/{ebook}': (fx) => [{ ebook: fx.ebookId }],
  '/api/media-editor-templates/{id}': (fx) => [{ id: fx.coverTemplateId }],
  '/api/coins/history/{transaction}': (fx) => [{ transaction: fx.transactionId }],
  '/api/coins/requests/{code}': (fx) => [{ code: fx.coinRequestByVictim }, { code: fx.coinRequestToVictim }],
  '/api/payment/upgrade/{reference}': (fx) => [{ reference: fx.paymentReference }],
  '/api/payment/process/{reference}': (fx) => [{ reference: fx.paymentReference }],
  '/api/payment/transactions/{reference}': (fx) => [{ reference: fx.paymentReference }],
  '/api/payment/subscription/{id}': (fx) => [{ id: fx.subscriptionId }],
  '/api/staff/payments/{id}': (fx) => [{ id: fx.paymentId }],
  '/api/staff/withdrawals/{id}': (fx) => [{ id: fx.withdrawalId }],
  '/api/staff/member-money/{name}': (fx) => [{ name: fx.victim.name }],
  '/api/chat/rooms/{id}': (fx) => [{ id: fx.roomId }],
  '/api/tickets/{reference}/attachments/{id}': (fx) => [{ reference: fx.ticketReference, id: fx.ticketAttachmentId }],
  '/api/tickets/{reference}': (fx) => [{ reference: fx.ticketReference }],
  '/api/parties/{party}': (fx) => [{ party: fx.partyId }, { party: fx.secretPartyId }],
  '/api/parties/{party}/attendees/{member}': (fx) => [{ party: fx.partyId, member: fx.friend.id }],
  '/api/parties/{party}/invites/{id}': (fx) => [{ party: fx.secretPartyId, id: fx.partyInviteId }],
  '/api/parties/members/{name}': (fx) => [{ name: fx.victim.name }],
  // own: a calendar address that names nobody's feed
  '/api/parties/calendar/{token}': () => [{ token: 'AAAAAAAAAAAAAAAAAAAAAAAA.ics' }],
  '/api/meets/{meet}': (fx) => [{ meet: fx.meetId }],
  '/api/meets/members/{name}': (fx) => [{ name: fx.victim.name }],
  '/api/staff/tickets/{reference}/attachments/{id}': (fx) => [{ reference: fx.ticketReference, id: fx.ticketAttachmentId }],
  '/api/staff/tickets/{reference}': (fx) => [{ reference: fx.ticketReference }],
  // Places (issue 22); own: a country is no member's data
  '/api/dogging/countries/{country}': () => [{ country: 'gb' }],
  '/api/dogging/countries/{country}/{county}': (fx) => [{ country: 'gb', county: fx.pendingPlaceCounty }],
  '/api/dogging/countries/{country}/{county}/{slug}': (fx) => [{ country: 'gb', county: fx.pendingPlaceCounty, slug: fx.pendingPlaceSlug }],
  '/api/dogging/{location}': (fx) => [{ location: fx.pendingPlaceId }, { location: fx.publicPlaceId }],
  '/api/dogging/comments/{comment}': (fx) => [{ comment: fx.placeCommentId }],
  '/api/staff/places/{id}': (fx) => [{ id: fx.pendingPlaceId }, { id: fx.publicPlaceId }],
  '/api/staff/place-suggestions/{id}': (fx) => [{ id: fx.placeSuggestionId }],
  // Competitions (issue 22): the open one, the unannounced one (its slug carries the marker), the victim's entry
  '/api/competitions/{slug}': (fx) => [{ slug: fx.competitionSlug }, { slug: fx.hiddenCompetitionSlug }],
  '/api/competitions/{id}': (fx) => [{ id: fx.competitionId }],
  '/api/competitions/entries/{entry}': (fx) => [{ entry: fx.competitionEntryId }],
};

/** The map key of a path: the path up to (and with) its last parameter; null for a path without one. */
export function paramKey(path: string): string | null {
  const end = path.lastIndexOf('}');
  return end < 0 ? null : path.slice(0, end + 1);
}

/** Body and query fields that, by their name, point at the victim's data (any operation that has one gets it). */
export function victimFields(fx: VictimData): (name: string, schema: JsonSchema) => unknown {
  const byName: Record<string, unknown> = {
    albumId: fx.friendsAlbumId,
    albumInvite: fx.friendsAlbumId,
    mediaId: fx.privatePhotoId,
    media: fx.privatePhotoId,
    storyId: fx.draftStoryId,
    storyIds: [fx.draftStoryId],
    chapterIds: [fx.draftChapterId],
    chapterId: fx.draftChapterId,
    parentId: fx.storyCommentId,
    memberId: fx.victim.id,
    memberName: fx.victim.name,
    recipientIds: [fx.victim.id],
    from: fx.victim.name,
    to: fx.victim.name,
    subjectId: fx.victim.id,
    reference: fx.paymentReference,
    attachmentId: fx.ticketAttachmentId,
    paymentId: fx.paymentId,
    reportId: fx.reportId,
    owner: fx.victim.name,
    album: fx.privateAlbumId,
    groupInvite: fx.groupId,
  };
  return (name) => byName[name];
}

/** Bodies chosen by hand where the generated one would change nothing (all-optional updates) or miss the point. */
export const BODIES: Record<string, (fx: VictimData, a: AttackerRef) => object[]> = {
  'PUT /api/media/{id}': () => [{ description: 'changed by an attacker', visibility: 'public', albumId: null }],
  'PUT /api/media-albums/{id}': () => [{ name: 'Taken', description: 'changed by an attacker', visibility: 'public' }],
  'PATCH /api/chat/rooms/{id}': () => [{ subject: 'taken over', keywordFilters: [], slowModeSeconds: 0, roomsecret: null }],
  'POST /api/chat/rooms/{id}/moderation': (fx) => [{ action: 'ban', memberId: fx.friend.id, reason: 'attack' }],
  'POST /api/album-invites': (fx, a) => (a.name ? [{ albumId: fx.privateAlbumId, name: a.name }, { albumId: fx.friendsAlbumId, name: a.name }] : [{ albumId: fx.friendsAlbumId, name: fx.friend.name }]),
  'POST /api/album-invites/requests': (fx) => [{ albumId: fx.privateAlbumId }, { albumId: fx.friendsAlbumId }],
  'PUT /api/staff/members/{id}': () => [{ tier: 'platinum' }],
  'PUT /api/staff/tickets/{reference}': () => [{ status: 'closed', priority: 'urgent' }],
  'PUT /api/staff/avatars/{id}': () => [{ status: 'approved' }],
  'PUT /api/staff/verifications/{id}': () => [{ status: 'approved' }, { status: 'rejected', rejectReason: 'expired' }],
  'PUT /api/staff/media/{id}': () => [{ status: 'rejected', rejectReason: 'attack' }],
  'PUT /api/staff/reports/{id}': () => [{ status: 'dismissed', note: 'attack' }],
  'PUT /api/staff/withdrawals/{id}': () => [{ status: 'rejected', reason: 'attack' }],
  'POST /api/staff/tickets': (fx) => [{ memberId: fx.victim.id, category: 'account', subject: 'Opened by an attacker', body: 'attack' }],
  'POST /api/staff/tickets/{reference}/messages': () => [{ body: 'attack reply', internal: false }],
  'PUT /api/stories/{story}/save': () => [{ version: 1, title: 'Taken over', summary: 'changed by an attacker', genre: 'romance', tags: [], language: 'en', chapters: [{ title: 'One', body: '<p>attack</p>' }] }],
  'POST /api/coins/gift-cards/redeem': () => [{ code: 'AAAA-BBBB-CCCC-DDDD' }],
  'POST /api/conversations': (fx) => [
    { recipientIds: [fx.victim.id], message: 'hello from the matrix', clientId: randomUUID() },
    { recipientIds: [fx.victim.id, fx.friend.id], message: 'a group', clientId: randomUUID(), media: fx.privatePhotoId },
  ],
  'POST /api/conversations/{id}/messages': (fx) => [
    { message: 'injected', clientId: randomUUID() },
    { message: '', clientId: randomUUID(), media: fx.privatePhotoId },
  ],
  'PUT /api/walls/{post}/vote': () => [{ value: -1 }],
  'POST /api/users/{name}/wall': (fx) => [{ body: 'posted by an attacker', mediaId: fx.privatePhotoId }, { body: 'posted by an attacker' }],
  'POST /api/reports': (fx) => [{ subjectType: 'media', subjectId: fx.privatePhotoId, reason: 'spam' }],
  'POST /api/chat/reports': (fx) => [{ messageId: fx.messageId, reason: 'spam' }],
  'DELETE /api/users/{name}/vouch': (fx) => [{}, { voucher: fx.friend.name }],
  'PUT /api/groups/{group}': () => [{ name: 'Taken over', category: 'social', visibility: 'public', joinPolicy: 'open' }],
  'PUT /api/groups/{group}/members/{member}': () => [{ action: 'ban' }, { action: 'transfer' }],
  'POST /api/groups/{group}/invites': (fx, a) => [{ names: [a.name ?? fx.friend.name] }],
  'PUT /api/groups/{group}/invites/{id}': () => [{ accept: 1 }],
  'PUT /api/groups/{group}/requests/{id}': () => [{ status: 'approve' }],
  'PUT /api/clubs/{club}': () => [{ name: 'Taken over', description: 'changed by an attacker' }],
  'PUT /api/clubs/{club}/reviews/{id}/answer': () => [{ answer: 'answered by an attacker' }],
  'PUT /api/community-walls/{post}/vote': () => [{ value: -1 }],
};

/** Extra query strings by operation (beyond the generated required ones). */
export const QUERIES: Record<string, (fx: VictimData) => Record<string, string>[]> = {
  'GET /api/media': (fx): Record<string, string>[] => [{ owner: fx.victim.name }, { owner: fx.victim.name, album: fx.privateAlbumId }, { owner: fx.victim.name, album: fx.friendsAlbumId }],
  'DELETE /api/users/{name}/vouch': (fx): Record<string, string>[] => [{}, { voucher: fx.friend.name }],
};

/** Runs last, in this order: acts that would end the attacker's session or hide the victim from them. */
const LAST = ['PUT /api/privacy/blacklist/{name}', 'POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/mfa', 'POST /api/auth/confirm', 'POST /api/auth/password/reset', 'POST /api/auth/logout'];
const METHOD_RANK: Record<HttpMethod, number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };

/** Reads first, then writes, then deletes, then the session-ending acts. */
export function order(a: Operation, b: Operation): number {
  const rank = (o: Operation) => (LAST.includes(o.key) ? 10 + LAST.indexOf(o.key) : METHOD_RANK[o.method]);
  return rank(a) - rank(b) || a.key.localeCompare(b.key);
}

/**
 * Operations the matrix does not call, each with its reason. Everything else in the document is called by
 * every attacker.
 */
export const NOT_CALLED: Record<string, string> = {
  'GET /healthz': 'no member data',
};
