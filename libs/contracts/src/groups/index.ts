import { z } from 'zod';
import { Avatar } from '../auth/auth.js';
import { pageOf } from '../http/envelope.js';
import { WallPostBody } from '../members/walls.js';

/**
 * Groups (issue 20) and the community walls they share with clubs.
 *
 *   GET    groups                              GroupListQuery → GroupPage (discovery: category, near, newest, active, q)
 *   POST   groups                              GroupForm → GroupDetail
 *   GET    groups/{group}                      → GroupDetail (a secret group is a 404 to non-members)
 *   PUT    groups/{group}                      GroupForm → GroupDetail (owner, moderators)
 *   DELETE groups/{group}                      (owner)
 *   POST   groups/{group}/join                 → GroupMembership (open: joined; request: requested)
 *   DELETE groups/{group}/join                 leave (or withdraw a request); the owner transfers first
 *   GET    groups/{group}/members              GroupMembersQuery → GroupMemberPage (state: active, requested, invited, banned)
 *   PUT    groups/{group}/members/{member}     GroupMemberChange (approve a request, role, ban, transfer)
 *   DELETE groups/{group}/members/{member}     remove a member, refuse a request, cancel an invitation, lift a ban
 *   PUT    groups/{group}/requests/{id}        { status: 'approve' } (the notification's answer)
 *   DELETE groups/{group}/requests/{id}        refuse
 *   POST   groups/{group}/invites              GroupInviteRequest → GroupInviteResult (friends by name)
 *   PUT    groups/{group}/invites/{id}         { accept: 0 | 1 } (the invitee)
 *   GET    users/{name}/groups/invites         → GroupInvitePage (mine)
 *   GET    users/{name}/groups                 → GroupPage (a member's groups the viewer may see)
 *   GET    groups/{group}/wall                 → CommunityWallPage; POST CommunityPostBody → CommunityWallPost
 *   GET|DELETE community-walls/{post}, PUT community-walls/{post}/vote, GET|POST community-walls/{post}/comments,
 *   DELETE community-walls/{post}/comments/{comment}
 */

export const GROUP_CATEGORIES = ['social', 'dating', 'swingers', 'lgbtq', 'kink', 'travel', 'events', 'chat', 'local', 'other'] as const;
export type GroupCategory = (typeof GROUP_CATEGORIES)[number];
export const GROUP_VISIBILITIES = ['public', 'private', 'secret'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];
export const GROUP_JOIN_POLICIES = ['open', 'request', 'invite'] as const;
export type GroupJoinPolicy = (typeof GROUP_JOIN_POLICIES)[number];
export const GROUP_ROLES = ['owner', 'moderator', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const GROUP_STATES = ['active', 'requested', 'invited', 'banned'] as const;
export type GroupState = (typeof GROUP_STATES)[number];
export const GROUP_SORTS = ['active', 'newest', 'near', 'members'] as const;
export const GROUP_PAGE_SIZE = 20;
/** Invitations one request may send ("invite all my friends" sends to at most this many). */
export const GROUP_INVITE_MAX = 200;

/** A slug: lower-case words joined by hyphens (made from the name when left out). */
export const CommunitySlug = z
  .string('slug is required')
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens')
  .min(3, 'At least 3 characters')
  .max(60, 'At most 60 characters');

/** The small member card communities show (authors, members). */
export const CommunityMember = z.object({ id: z.string(), name: z.string(), avatar: Avatar });
export type CommunityMember = z.infer<typeof CommunityMember>;

/** A cover photo: one of the owner's approved photos, shown through the media module's sizes. */
export const CommunityCover = z.object({ id: z.string(), url: z.string() }).nullable();

export const GroupForm = z.object({
  name: z.string('name is required').trim().min(3, 'At least 3 characters').max(80, 'At most 80 characters'),
  slug: CommunitySlug.optional(),
  description: z.string().trim().max(4000, 'At most 4000 characters').default(''),
  category: z.enum(GROUP_CATEGORIES, 'Choose a category'),
  visibility: z.enum(GROUP_VISIBILITIES, 'Choose who can see the group'),
  joinPolicy: z.enum(GROUP_JOIN_POLICIES, 'Choose how members join'),
  /** One of my approved photos (media picker); null removes the cover. */
  coverMediaId: z.uuid('coverMediaId is not a photo id').nullable().optional(),
  /** A gazetteer place id (`location/geocomplete`); null removes the location. */
  placeId: z.string().trim().min(1).max(40).nullable().optional(),
});
export type GroupForm = z.input<typeof GroupForm>;

export const GroupViewer = z.object({
  /** The viewer's standing: none, or their membership's state. */
  state: z.enum(['none', ...GROUP_STATES]),
  role: z.enum(GROUP_ROLES).nullable(),
  /** The invitation waiting for the viewer's answer (PUT groups/{group}/invites/{id}). */
  inviteId: z.string().nullable(),
  canJoin: z.boolean(),
  canRequest: z.boolean(),
  canSeeContent: z.boolean(),
  canPost: z.boolean(),
  canEdit: z.boolean(),
  canModerate: z.boolean(),
  canInvite: z.boolean(),
});
export type GroupViewer = z.infer<typeof GroupViewer>;

export const GroupItem = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(GROUP_CATEGORIES),
  visibility: z.enum(GROUP_VISIBILITIES),
  joinPolicy: z.enum(GROUP_JOIN_POLICIES),
  cover: CommunityCover,
  place: z.string().nullable(),
  /** Kilometres from the viewer (rounded; near-me lists only). */
  distance: z.number().int().nullable(),
  membersCount: z.number().int(),
  postsCount: z.number().int(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type GroupItem = z.infer<typeof GroupItem>;

export const GroupDetail = GroupItem.extend({
  owner: CommunityMember,
  placeId: z.string().nullable(),
  coverMediaId: z.string().nullable(),
  viewer: GroupViewer,
  /** Requests waiting (owner and moderators only; 0 for others). */
  requestsCount: z.number().int(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

export const GroupPage = pageOf(GroupItem);
export type GroupPage = z.infer<typeof GroupPage>;

export const GroupListQuery = z.object({
  sort: z.enum(GROUP_SORTS).default('active'),
  category: z.enum(GROUP_CATEGORIES).optional(),
  q: z.string().trim().max(80).optional(),
  /** Near: a gazetteer place id (the site sends the member's own place for "near me"); required with sort=near. */
  placeId: z.string().trim().min(1).max(40).optional(),
  /** Near: kilometres (default 100). */
  within: z.coerce.number().int().min(1).max(1000).default(100),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(GROUP_PAGE_SIZE),
});
export type GroupListQuery = z.input<typeof GroupListQuery>;

export const GroupRef = z.object({ group: CommunitySlug });

export const GroupMembership = z.object({ state: z.enum(['none', ...GROUP_STATES]), role: z.enum(GROUP_ROLES).nullable(), membersCount: z.number().int() });
export type GroupMembership = z.infer<typeof GroupMembership>;

export const GroupMemberItem = z.object({
  id: z.string(),
  member: CommunityMember,
  role: z.enum(GROUP_ROLES),
  state: z.enum(GROUP_STATES),
  invitedBy: CommunityMember.nullable(),
  createdAt: z.string(),
});
export type GroupMemberItem = z.infer<typeof GroupMemberItem>;
export const GroupMemberPage = pageOf(GroupMemberItem);
export type GroupMemberPage = z.infer<typeof GroupMemberPage>;
export const GroupMembersQuery = z.object({
  state: z.enum(GROUP_STATES).default('active'),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Changes an owner or moderator makes to a member (one at a time). */
export const GroupMemberChange = z.object({
  action: z.enum(['approve', 'promote', 'demote', 'ban', 'transfer'], 'action must be approve, promote, demote, ban or transfer'),
});
export type GroupMemberChange = z.infer<typeof GroupMemberChange>;
export const GroupMemberParam = z.object({ group: CommunitySlug, member: z.uuid('member is not a member id') });
export const GroupRequestParam = z.object({ group: CommunitySlug, id: z.uuid('id is not a request id') });
export const GroupRequestAnswer = z.object({ status: z.literal('approve', "status must be 'approve' (refuse with DELETE)") });

export const GroupInviteRequest = z.object({
  /** Member names to invite (friends of mine); the site's "invite all my friends" sends every friend's name. */
  names: z.array(z.string().trim().min(1).max(60), 'names must be a list of member names').min(1, 'Choose who to invite').max(GROUP_INVITE_MAX, `At most ${GROUP_INVITE_MAX} at once`),
});
export type GroupInviteRequest = z.input<typeof GroupInviteRequest>;
export const GroupInviteResult = z.object({
  invited: z.array(z.string()).describe('names now invited'),
  skipped: z.array(z.object({ name: z.string(), reason: z.enum(['not-friend', 'member', 'banned', 'unknown', 'blocked']) })),
});
export type GroupInviteResult = z.infer<typeof GroupInviteResult>;
export const GroupInviteAnswer = z.object({ accept: z.union([z.literal(0), z.literal(1), z.boolean()], 'accept must be 0 or 1').transform((v) => v === 1 || v === true) });
export const GroupInviteItem = z.object({ id: z.string(), group: GroupItem, invitedBy: CommunityMember.nullable(), createdAt: z.string() });
export type GroupInviteItem = z.infer<typeof GroupInviteItem>;
export const GroupInvitePage = pageOf(GroupInviteItem);
export type GroupInvitePage = z.infer<typeof GroupInvitePage>;

// ---- community walls (groups, clubs) -----------------------------------------------------------

export const COMMUNITY_PLACE_KINDS = ['group', 'club'] as const;
export type CommunityPlaceKind = (typeof COMMUNITY_PLACE_KINDS)[number];

export const CommunityWallPost = z.object({
  id: z.string(),
  place: z.object({ kind: z.enum(COMMUNITY_PLACE_KINDS), slug: z.string(), name: z.string() }),
  author: CommunityMember,
  body: z.string(),
  score: z.number().int(),
  myVote: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  commentsCount: z.number().int(),
  canRemove: z.boolean(),
  canVote: z.boolean(),
  canComment: z.boolean(),
  createdAt: z.string(),
});
export type CommunityWallPost = z.infer<typeof CommunityWallPost>;
export const CommunityWallPage = pageOf(CommunityWallPost).extend({ canPost: z.boolean() });
export type CommunityWallPage = z.infer<typeof CommunityWallPage>;
export const CommunityWallComment = z.object({ id: z.string(), author: CommunityMember, body: z.string(), canRemove: z.boolean(), createdAt: z.string() });
export type CommunityWallComment = z.infer<typeof CommunityWallComment>;
export const CommunityWallCommentPage = pageOf(CommunityWallComment);
export type CommunityWallCommentPage = z.infer<typeof CommunityWallCommentPage>;
export const CommunityWallQuery = z.object({ after: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(50).default(20) });
export const CommunityPostParam = z.object({ post: z.uuid('post is not a post id') });
export const CommunityCommentParam = z.object({ post: z.uuid('post is not a post id'), comment: z.uuid('comment is not a comment id') });
export { WallCommentBody as CommunityCommentBody, WallVoteBody as CommunityVoteBody, WallVoteResult as CommunityVoteResult } from '../members/walls.js';
/** A post on a community wall: text (photos go in the place's media tab). */
export const CommunityPostBody = WallPostBody.pick({ body: true });
export type CommunityPostBody = z.infer<typeof CommunityPostBody>;
