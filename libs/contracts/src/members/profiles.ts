import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import {
  ABOUT_MAX_LENGTH,
  AUDIENCES,
  LOOKING_FOR,
  NOTE_MAX_LENGTH,
  PROFILE_KINDS,
  ROLES,
  SETUP_STEPS,
  VOUCH_MAX_LENGTH,
  VOUCH_MIN_LENGTH,
  WINK_POLICIES,
  INTERACTION_TABS,
} from '@community/domain';
import { Avatar, GendersCode, IsoDate, MemberName } from '../auth/auth.js';

/** Profiles, relationships, privacy and search (issue 7). Requests are validated with these; responses typed. */

export const Distance = z.object({ value: z.number().int(), unit: z.enum(['km', 'mi']) }).describe('rounded; the exact location never leaves the server');

export const PublicLocation = z.object({ town: z.string(), region: z.string().nullable(), country: z.string() }).describe('town and region only');

/** A member as lists and search show them. */
export const MemberCard = z.object({
  id: z.string(),
  name: z.string(),
  avatar: Avatar,
  genders: z.string(),
  kind: z.enum(PROFILE_KINDS),
  ages: z.array(z.number().int().nullable()),
  location: PublicLocation.nullable(),
  online: z.boolean(),
  lastSeen: z.string().nullable(),
  isVerified: z.boolean(),
  role: z.enum(ROLES),
  badge: z.enum(['star', 'crown']).nullable(),
  distance: Distance.nullable(),
});
export type MemberCard = z.infer<typeof MemberCard>;

export const FriendState = z.enum(['none', 'friends', 'request-sent', 'request-received']);

/** How the viewer stands to the profile they look at (null for guests). */
export const ProfileRelation = z.object({
  self: z.boolean(),
  friendState: FriendState,
  following: z.boolean(),
  favourite: z.boolean(),
  blockedByMe: z.boolean(),
  canWink: z.boolean(),
  canVouch: z.boolean(),
  hasNote: z.boolean(),
});
export type ProfileRelation = z.infer<typeof ProfileRelation>;

/** `GET /api/users/{name}`: the whole profile when the viewer is in its audience. */
export const ProfileView = MemberCard.extend({
  visibility: z.literal('full'),
  about: z.string(),
  lookingFor: z.array(z.enum(LOOKING_FOR)),
  createdAt: z.string(),
  counts: z.object({ friends: z.number().int(), followers: z.number().int(), following: z.number().int(), vouches: z.number().int() }),
  relation: ProfileRelation.nullable(),
  /** Which lists the viewer may open (their owner's privacy). */
  lists: z.object({ friends: z.boolean(), follows: z.boolean() }),
});
export type ProfileView = z.infer<typeof ProfileView>;

/** A friends-only profile seen by a member who is not a friend: who it is, and the way to ask. */
export const PrivateProfileView = z.object({
  visibility: z.literal('private'),
  id: z.string(),
  name: z.string(),
  avatar: Avatar,
  relation: ProfileRelation,
});
export type PrivateProfileView = z.infer<typeof PrivateProfileView>;

export const ProfileResponse = z.discriminatedUnion('visibility', [ProfileView, PrivateProfileView]);
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const ProfileUpdate = z
  .object({
    about: z.string().trim().max(ABOUT_MAX_LENGTH, `About must be at most ${ABOUT_MAX_LENGTH} characters`).optional(),
    lookingFor: z
      .array(z.enum(LOOKING_FOR, 'Looking for must be m, f, t, n, couple or group'))
      .max(LOOKING_FOR.length)
      .transform((v) => [...new Set(v)])
      .optional(),
  })
  .refine((v) => v.about !== undefined || v.lookingFor !== undefined, { message: 'Send about or lookingFor', path: ['about'] });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** `/settings/profile-type`: the genders code and a date of birth for every further person. */
export const ProfileTypeUpdate = z.object({
  genders: GendersCode,
  partnerBirthDates: z.array(IsoDate).max(5).default([]),
});
export type ProfileTypeUpdate = z.infer<typeof ProfileTypeUpdate>;

export const NameChange = z.object({ name: MemberName });

export const WinkSettings = z.object({ policy: z.enum(WINK_POLICIES, 'policy must be everyone, verified, friends or nobody') });
export type WinkSettings = z.infer<typeof WinkSettings>;

export const LocationUpdate = z.object({ placeId: z.string().trim().min(1, 'Choose a place').max(40) });

/** The member's own profile for the settings and setup pages (includes what only they see). */
export const OwnProfile = z.object({
  name: z.string(),
  genders: z.string(),
  kind: z.enum(PROFILE_KINDS),
  dateOfBirth: z.string(),
  partnerBirthDates: z.array(z.string()),
  about: z.string(),
  lookingFor: z.array(z.enum(LOOKING_FOR)),
  location: PublicLocation.extend({ placeId: z.string() }).nullable(),
  winkPolicy: z.enum(WINK_POLICIES),
  nextNameChangeAt: z.string().nullable(),
  setup: z.object({ done: z.array(z.enum(SETUP_STEPS)), next: z.enum(SETUP_STEPS).nullable() }),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

export const SetupStepParam = z.enum(SETUP_STEPS, 'position must be one of the setup steps');

/** `privacy/settings`. */
export const MemberPrivacy = z.object({
  profile: z.enum(['everyone', 'members', 'friends']),
  messages: z.enum(['everyone', 'friends', 'nobody']),
  showOnline: z.boolean(),
  friendsList: z.enum(AUDIENCES),
  followLists: z.enum(AUDIENCES),
  browseInvisibly: z.boolean(),
});
export type MemberPrivacy = z.infer<typeof MemberPrivacy>;
export const MemberPrivacyUpdate = MemberPrivacy.partial();
export const PrivacySettingsResponse = z.object({ settings: MemberPrivacy, canBrowseInvisibly: z.boolean() });
export type PrivacySettingsResponse = z.infer<typeof PrivacySettingsResponse>;

export const BlockedMember = z.object({ id: z.string(), name: z.string(), avatar: Avatar, blockedAt: z.string() });
export type BlockedMember = z.infer<typeof BlockedMember>;

/** `PUT users/{name}/friends`: answer a request, approve 1 (accept) or 0 (decline). */
export const FriendResponse = z.object({
  approve: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], 'approve must be 1 or 0').transform((v) => v === 1 || v === '1' || v === true),
});

export const FriendRequestItem = z.object({ member: MemberCard, createdAt: z.string() });
export const FriendRequests = z.object({ received: z.array(FriendRequestItem), sent: z.array(FriendRequestItem) });
export type FriendRequests = z.infer<typeof FriendRequests>;

export const NoteBody = z.object({ body: z.string().trim().min(1, 'Write a note').max(NOTE_MAX_LENGTH, `Notes are at most ${NOTE_MAX_LENGTH} characters`) });
export const Note = z.object({ body: z.string(), updatedAt: z.string() });
export const NoteItem = z.object({ member: MemberCard, body: z.string(), updatedAt: z.string() });

export const VouchBody = z.object({
  body: z
    .string()
    .trim()
    .min(VOUCH_MIN_LENGTH, `A vouch is at least ${VOUCH_MIN_LENGTH} characters`)
    .max(VOUCH_MAX_LENGTH, `A vouch is at most ${VOUCH_MAX_LENGTH} characters`),
});
export const Vouch = z.object({ voucher: MemberCard, body: z.string(), createdAt: z.string() });
export type Vouch = z.infer<typeof Vouch>;

export const InteractionTab = z.enum(INTERACTION_TABS, 'tab must be winks-received, winks-sent, views or favourites');
export const InteractionItem = z.object({ member: MemberCard, at: z.string() });
export type InteractionItem = z.infer<typeof InteractionItem>;

/** Keyset cursor of every list: opaque to clients. */
export const ListQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});

const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** `GET /api/search`. */
/** The filters of a member search, without paging: what a saved search keeps. */
export const SearchFilters = z.object({
  kind: z.enum(PROFILE_KINDS).optional(),
  genders: GendersCode.optional().describe('exact genders code, e.g. mf'),
  gender: z.enum(['m', 'f', 't', 'n']).optional().describe('at least one person of this gender'),
  lookingFor: z.enum(LOOKING_FOR).optional(),
  ageMin: z.coerce.number().int().min(18, 'ageMin is at least 18').max(99).optional(),
  ageMax: z.coerce.number().int().min(18).max(120, 'ageMax is at most 120').optional(),
  distance: z.coerce.number().int().min(1, 'distance is at least 1').max(1000, 'distance is at most 1000').optional().describe('in the variant’s unit (mi or km)'),
  online: boolParam,
  verified: boolParam,
  hasPhoto: boolParam,
  sort: z.enum(['active', 'distance', 'newest']).default('active'),
});
const agesInOrder = (q: { ageMin?: number; ageMax?: number }) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax;

export const SearchQuery = SearchFilters.extend({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
}).refine(agesInOrder, { message: 'ageMin must not be above ageMax', path: ['ageMin'] });
export type SearchQuery = z.input<typeof SearchQuery>;

/** The filters the site's search form offers (the others stay for links and saved searches made elsewhere). */
const SearchFormFilters = SearchFilters.pick({ kind: true, gender: true, ageMin: true, ageMax: true, distance: true, online: true, verified: true, hasPhoto: true, sort: true });
/**
 * The site's member search form: the filters as typed, every value a string (as in the search URL), an empty
 * one left out, checked as `GET /api/search` checks them.
 */
export const SearchFilterForm = z.preprocess(
  (values: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v)),
  SearchFormFilters.refine(agesInOrder, { message: 'ageMin must not be above ageMax', path: ['ageMin'] }),
);
export type SearchFilterForm = Partial<Record<keyof typeof SearchFormFilters.shape, string>>;

/** At most this many saved searches per member. */
export const SAVED_SEARCHES_MAX = 20;

/** `POST /api/search/saved`: keep a search under a name (the same name again replaces its filters). */
export const SavedSearchInput = z.object({
  name: z.string().trim().min(1, 'Give the search a name').max(60, 'At most 60 characters'),
  filters: SearchFilters.refine(agesInOrder, { message: 'ageMin must not be above ageMax', path: ['ageMin'] }),
});
export type SavedSearchInput = z.input<typeof SavedSearchInput>;
/** The saved-search form: only the name is typed; the filters are the search now applied. */
export const SavedSearchName = SavedSearchInput.pick({ name: true });
export type SavedSearchName = z.infer<typeof SavedSearchName>;

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.object({
    kind: z.enum(PROFILE_KINDS).optional(),
    genders: z.string().optional(),
    gender: z.enum(['m', 'f', 't', 'n']).optional(),
    lookingFor: z.enum(LOOKING_FOR).optional(),
    ageMin: z.number().int().optional(),
    ageMax: z.number().int().optional(),
    distance: z.number().int().optional(),
    online: z.boolean().optional(),
    verified: z.boolean().optional(),
    hasPhoto: z.boolean().optional(),
    sort: z.enum(['active', 'distance', 'newest']),
  }),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SearchResults = pageOf(MemberCard).extend({
  /** False when the viewer has no location yet: distance filters and sort need one. */
  hasLocation: z.boolean(),
  unit: z.enum(['km', 'mi']),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** A place of the gazetteer (`location/geocomplete`). */
export const Place = z.object({ id: z.string(), name: z.string(), region: z.string().nullable(), country: z.string(), label: z.string() });
export type Place = z.infer<typeof Place>;
export const GeocompleteQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 letters').max(80),
  country: z.string().regex(/^[A-Z]{2}$/, 'country must be an ISO code such as GB').optional(),
});

/** `GET /api/meet-team` (`/meet-team`): the staff, by role, as anyone may see them (name, avatar, role only). */
export const TeamMember = z.object({ id: z.string(), name: z.string(), avatar: Avatar, role: z.enum(ROLES) });
export type TeamMember = z.infer<typeof TeamMember>;
