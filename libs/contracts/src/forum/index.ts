import { z } from 'zod';
import { Avatar } from '../auth/auth.js';

/**
 * The forum (issue 19; SPEC 2 `/forum/*`, SPEC 4 votes and watching, SPEC 7 `forum/posts/{post?}`,
 * `forum/posts/{post}/vote`, `forum/topics/{topic}/vote`, `forum/topics/{topic}/watch`). Every name is prefixed
 * `Forum` because every family's contracts share one namespace. Paths below are under `/api`.
 *
 * Pages: a topic's posts come 20 a page (FORUM_PAGE_SIZE) in time order, the first post (the topic's opening
 * post) on page 1. `GET forum/topics/{topic}?page=N` answers page N; `?post=ID` answers the page holding that
 * post (and says which page it is); with neither, a signed-in member gets the page of their first unread post
 * ("jump to last read"), a guest page 1. Lists that grow without bound (topic lists, search, a member's
 * posts, watched topics) use keyset cursors: pass the answer's `next` back as `after`.
 *
 * Endpoints (all answer `{ data }`; guests may read public categories, everything else needs a member):
 *   GET    forum/categories                                   ForumCategoryList
 *   GET    forum/categories/{category}/topics?sort&after      ForumTopicPage            (category: slug)
 *   POST   forum/categories/{category}/topics                 ForumTopicCreateRequest → ForumPostLocation
 *   PUT    forum/categories/{category}/watch                  ForumWatchRequest → ForumWatchResponse
 *   GET    forum/categories/{category}/topics/{slug}?page&post ForumTopicDetail         (the topic page)
 *   GET    forum/topics/{topic}/edit                          ForumTopicEditable        (topic: id)
 *   PUT    forum/topics/{topic}                               ForumTopicEditRequest → ForumPostLocation
 *   PUT    forum/topics/{topic}/read                          ForumReadRequest → ForumReadResponse
 *   PUT    forum/topics/{topic}/vote                          ForumVoteRequest → ForumVoteResponse
 *   PUT    forum/topics/{topic}/watch                         ForumWatchRequest → ForumWatchResponse
 *   PUT    forum/topics/{topic}/accepted                      ForumAcceptRequest → ForumTopicDetail (page 1)
 *   PUT    forum/topics/{topic}/moderation                    ForumTopicModerationRequest (staff) → ForumTopicItem
 *   POST   forum/posts                                        ForumReplyRequest → ForumPostLocation
 *   GET    forum/posts/{post}                                 ForumPostDetail
 *   PUT    forum/posts/{post}                                 ForumPostEditRequest → ForumPostDetail
 *   DELETE forum/posts/{post}                                 ForumDeleteRequest (body optional) → 204
 *   PUT    forum/posts/{post}/vote                            ForumVoteRequest → ForumVoteResponse
 *   GET    forum/posts/{post}/history                         ForumPostHistory          (staff)
 *   PUT    forum/posts/{post}/review                          ForumPostReviewRequest (staff) → ForumPostDetail
 *   GET    forum/settings, PUT forum/settings                 ForumSettings / ForumSettingsRequest → ForumSettings
 *   GET    forum/search?q&category&author&from&to&accepted&order&after  ForumSearchPage
 *   GET    forum/watched?after                                ForumWatchedPage
 *   GET    forum/members/{name}/topics?after                  ForumMemberTopicPage
 *   GET    forum/members/{name}/posts?after                   ForumMemberPostPage
 * Reports go through `POST reports` with subjectType `forum-post` and the post id.
 */

// ---------------------------------------------------------------------------------------------------------
// Limits and enumerations
// ---------------------------------------------------------------------------------------------------------

export const FORUM_LIMITS = {
  /** Posts on one page of a topic. */
  pageSize: 20,
  titleMin: 5,
  titleMax: 150,
  /** A post's HTML (rich-content allow-list) at most this long, and its text at least postMin characters. */
  postMin: 2,
  postMax: 20_000,
  categoryNameMax: 80,
  categoryDescriptionMax: 500,
  /** A moderator's reason (lock, delete, restore...). */
  reasonMax: 500,
  /** Items on a keyset page (topic lists, search, member posts, watched topics). */
  listDefault: 20,
  listMax: 50,
  searchTextMax: 200,
  /** A new member (account younger than newMemberHours) may start at most newMemberTopics topics and put at most newMemberLinks links in a post. */
  newMemberHours: 24,
  newMemberTopics: 3,
  newMemberLinks: 2,
  /** Reports from this many distinct members hide a post until staff review it. */
  reportsToHide: 3,
} as const;

/** Who may start topics in a category (everyone may read public ones; replies follow the same rule). */
export const FORUM_POSTING = ['everyone', 'verified', 'staff'] as const;
export const ForumPosting = z.enum(FORUM_POSTING, 'posting must be everyone, verified or staff');
export type ForumPosting = z.infer<typeof ForumPosting>;

/** Watching notifies every reply; tracking counts unread posts only; normal counts unread in topics you posted in; muted hides. */
export const FORUM_WATCH_LEVELS = ['watching', 'tracking', 'normal', 'muted'] as const;
export const ForumWatchLevel = z.enum(FORUM_WATCH_LEVELS, 'level must be watching, tracking, normal or muted');
export type ForumWatchLevel = z.infer<typeof ForumWatchLevel>;

export const FORUM_DIGESTS = ['off', 'daily', 'weekly'] as const;
export const ForumDigest = z.enum(FORUM_DIGESTS, 'digest must be off, daily or weekly');
export type ForumDigest = z.infer<typeof ForumDigest>;

/** Topic list orders: latest activity, newest first, most voted. */
export const FORUM_TOPIC_SORTS = ['latest', 'newest', 'votes'] as const;
export const ForumTopicSort = z.enum(FORUM_TOPIC_SORTS, 'sort must be latest, newest or votes');
export type ForumTopicSort = z.infer<typeof ForumTopicSort>;

export const FORUM_SEARCH_ORDERS = ['relevance', 'date'] as const;
export const ForumSearchOrder = z.enum(FORUM_SEARCH_ORDERS, 'order must be relevance or date');
export type ForumSearchOrder = z.infer<typeof ForumSearchOrder>;

/** A vote: +1 up, -1 down, 0 takes the vote back. */
export const ForumVoteValue = z.union([z.literal(1), z.literal(-1), z.literal(0)], 'value must be 1, -1 or 0');
export type ForumVoteValue = z.infer<typeof ForumVoteValue>;

/** Why a post is not shown as usual: deleted (soft), hidden by reports pending review, or its author is blocked by the viewer. */
export const FORUM_POST_STATES = ['visible', 'deleted', 'hidden'] as const;
export const ForumPostState = z.enum(FORUM_POST_STATES);
export type ForumPostState = z.infer<typeof ForumPostState>;

export const ForumTopicId = z.uuid('topic must be a topic id');
export const ForumPostId = z.uuid('post must be a post id');
export const ForumCategoryId = z.uuid('category must be a category id');
/** A category's or topic's slug as it appears in `/forum/{category}/{slug}`. */
export const ForumSlug = z.string('slug is required').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case letters, digits and hyphens').max(120);

const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], 'must be true or false')
  .transform((v) => v === true || v === 'true' || v === '1');

const listLimit = z.coerce
  .number('limit must be a number')
  .int('limit must be a whole number')
  .min(1, 'limit is at least 1')
  .max(FORUM_LIMITS.listMax, `limit is at most ${FORUM_LIMITS.listMax}`)
  .default(FORUM_LIMITS.listDefault);
const after = z.string().max(300, 'after is at most 300 characters').optional();

/** A keyset page: pass `next` back as `after`; null at the end. */
export const forumPageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });

// ---------------------------------------------------------------------------------------------------------
// Shared shapes
// ---------------------------------------------------------------------------------------------------------

export const ForumMember = z.object({ id: z.string(), name: z.string(), avatar: Avatar });
export type ForumMember = z.infer<typeof ForumMember>;

/** The newest visible post of a category or topic. */
export const ForumLatestPost = z.object({
  postId: z.string(),
  topicId: z.string(),
  topicSlug: z.string(),
  topicTitle: z.string(),
  /** Null when the author closed their account. */
  author: ForumMember.nullable(),
  createdAt: z.string(),
  /** The page of the topic holding the post (link: forum-category-slug with `post` and `page`). */
  page: z.number().int(),
});
export type ForumLatestPost = z.infer<typeof ForumLatestPost>;

// ---------------------------------------------------------------------------------------------------------
// Categories: GET forum/categories, GET forum/categories/{category} (slug)
// ---------------------------------------------------------------------------------------------------------

export const ForumCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** CSS colour, `#rrggbb`. */
  colour: z.string(),
  position: z.number().int(),
  posting: ForumPosting,
  /** Q&A mode: topics are questions; their author marks an accepted answer, shown first; the list sorts by votes by default. */
  questions: z.boolean(),
  defaultSort: ForumTopicSort,
  topicCount: z.number().int(),
  postCount: z.number().int(),
  latest: ForumLatestPost.nullable(),
  viewer: z.object({
    /** Whether the viewer may start a topic here now (false for guests). */
    canPost: z.boolean(),
    /** Why not, when signed in but refused: 'verified' (verify your ID first) or 'staff'. */
    postingRefusal: z.enum(['verified', 'staff']).nullable(),
    watch: ForumWatchLevel,
    /** Unread posts in topics the viewer tracks or watches here (0 for guests). */
    unread: z.number().int(),
    /** Topics created since the viewer last visited the category (0 for guests). */
    newTopics: z.number().int(),
  }),
});
export type ForumCategory = z.infer<typeof ForumCategory>;

export const ForumCategoryList = z.object({ items: z.array(ForumCategory) });
export type ForumCategoryList = z.infer<typeof ForumCategoryList>;

// ---------------------------------------------------------------------------------------------------------
// Topic lists: GET forum/categories/{category}/topics
// ---------------------------------------------------------------------------------------------------------

export const ForumTopicListQuery = z.object({
  sort: ForumTopicSort.optional().describe("default: the category's defaultSort"),
  after,
  limit: listLimit,
});
export type ForumTopicListQuery = z.input<typeof ForumTopicListQuery>;

export const ForumTopicItem = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  categoryId: z.string(),
  categorySlug: z.string(),
  author: ForumMember.nullable(),
  createdAt: z.string(),
  /** Latest activity: the newest visible post's time. */
  lastPostAt: z.string(),
  lastPoster: ForumMember.nullable(),
  /** Replies: posts after the first. */
  replyCount: z.number().int(),
  /** Pages of posts (FORUM_LIMITS.pageSize each). */
  pageCount: z.number().int(),
  score: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
  hasAcceptedAnswer: z.boolean(),
  /** An excerpt of the first post's text. */
  excerpt: z.string(),
  viewer: z.object({
    /** Null: never opened (or guest). */
    unread: z.number().int().nullable(),
    watch: ForumWatchLevel,
    vote: ForumVoteValue,
    /** The author is blocked by the viewer: shown collapsed. */
    collapsed: z.boolean(),
  }),
});
export type ForumTopicItem = z.infer<typeof ForumTopicItem>;

/** Pinned topics come first on the first page only (`pinned`), then `items` in the chosen order. */
export const ForumTopicPage = forumPageOf(ForumTopicItem).extend({
  category: ForumCategory,
  sort: ForumTopicSort,
  pinned: z.array(ForumTopicItem),
});
export type ForumTopicPage = z.infer<typeof ForumTopicPage>;

// ---------------------------------------------------------------------------------------------------------
// A topic page: GET forum/topics/{topic}?page=&post=  (topic: the id or `{categorySlug}/{topicSlug}` via
// GET forum/categories/{category}/topics/{slug} with the same query)
// ---------------------------------------------------------------------------------------------------------

export const ForumTopicPageQuery = z.object({
  page: z.coerce.number('page must be a number').int('page must be a whole number').min(1, 'page is at least 1').max(1_000_000).optional(),
  post: ForumPostId.optional(),
});
export type ForumTopicPageQuery = z.input<typeof ForumTopicPageQuery>;

/** A quoted post as shown above a reply's text; links back with `topicId`, `postId` and `page`. */
export const ForumQuote = z.object({
  postId: z.string(),
  topicId: z.string(),
  page: z.number().int(),
  author: ForumMember.nullable(),
  /** The quoted text (plain), empty when the quoted post was deleted or hidden. */
  excerpt: z.string(),
});
export type ForumQuote = z.infer<typeof ForumQuote>;

export const ForumPost = z.object({
  id: z.string(),
  topicId: z.string(),
  /** 1-based position in the topic (the first post is 1); stable. */
  number: z.number().int(),
  author: ForumMember.nullable(),
  /** Safe HTML (rich-content allow-list); empty when deleted or hidden (staff see it). */
  html: z.string(),
  state: ForumPostState,
  quote: ForumQuote.nullable(),
  createdAt: z.string(),
  /** Set when edited after posting: the "edited" mark. */
  editedAt: z.string().nullable(),
  score: z.number().int(),
  /** The accepted answer of a Q&A topic. */
  accepted: z.boolean(),
  viewer: z.object({
    vote: ForumVoteValue,
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    /** Whether the viewer may report it (signed in, not their own). */
    canReport: z.boolean(),
    /** The author is blocked by the viewer: shown collapsed with a "show" button. */
    collapsed: z.boolean(),
  }),
});
export type ForumPost = z.infer<typeof ForumPost>;

export const ForumTopicDetail = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: ForumCategory,
  author: ForumMember.nullable(),
  createdAt: z.string(),
  lastPostAt: z.string(),
  /** All posts counted (deleted and hidden included, so page numbers never shift). */
  postCount: z.number().int(),
  score: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
  acceptedPostId: z.string().nullable(),
  /** This page: 1-based, pageCount pages of FORUM_LIMITS.pageSize posts. */
  page: z.number().int(),
  pageCount: z.number().int(),
  /** In a Q&A topic the accepted answer is shown first on every page (also where it falls in order). */
  acceptedAnswer: ForumPost.nullable(),
  posts: z.array(ForumPost),
  viewer: z.object({
    vote: ForumVoteValue,
    watch: ForumWatchLevel,
    /** The viewer's own level on this topic, null when it follows the category or the default. */
    watchOwn: ForumWatchLevel.nullable(),
    canReply: z.boolean(),
    /** Why not: 'guest', 'locked', 'verified', 'staff'. */
    replyRefusal: z.enum(['guest', 'locked', 'verified', 'staff']).nullable(),
    canModerate: z.boolean(),
    /** Only the topic's author in a Q&A category. */
    canAccept: z.boolean(),
    /** The first post the viewer has not read (null: all read, or guest); its page is `firstUnreadPage`. */
    firstUnreadPostId: z.string().nullable(),
    firstUnreadPage: z.number().int().nullable(),
    unread: z.number().int(),
    /** The last post number the viewer has read (0 when never opened). */
    lastReadNumber: z.number().int(),
  }),
});
export type ForumTopicDetail = z.infer<typeof ForumTopicDetail>;

/** `PUT forum/topics/{topic}/read`: the highest post number seen on screen (never moves back). */
export const ForumReadRequest = z.object({
  number: z.number('number must be a number').int('number must be a whole number').min(1, 'number is at least 1'),
});
export type ForumReadRequest = z.infer<typeof ForumReadRequest>;
export const ForumReadResponse = z.object({ lastReadNumber: z.number().int(), unread: z.number().int() });
export type ForumReadResponse = z.infer<typeof ForumReadResponse>;

// ---------------------------------------------------------------------------------------------------------
// Writing: POST forum/categories/{category}/topics, GET/PUT forum/topics/{topic}/edit (title + first post),
// POST forum/posts (reply), PUT forum/posts/{post}, DELETE forum/posts/{post}
// ---------------------------------------------------------------------------------------------------------

const PostBody = z
  .string('body is required')
  .trim()
  .min(FORUM_LIMITS.postMin, 'Write something first')
  .max(FORUM_LIMITS.postMax, `A post is at most ${FORUM_LIMITS.postMax.toLocaleString('en-GB')} characters`);
const TopicTitle = z
  .string('title is required')
  .trim()
  .min(FORUM_LIMITS.titleMin, `A title is at least ${FORUM_LIMITS.titleMin} characters`)
  .max(FORUM_LIMITS.titleMax, `A title is at most ${FORUM_LIMITS.titleMax} characters`);

/** Start a topic: a title and the first post (HTML in the rich-content allow-list). */
export const ForumTopicCreateRequest = z.object({ title: TopicTitle, body: PostBody });
export type ForumTopicCreateRequest = z.input<typeof ForumTopicCreateRequest>;

/** What creating a topic or a post answers: where to go. */
export const ForumPostLocation = z.object({
  topicId: z.string(),
  topicSlug: z.string(),
  categorySlug: z.string(),
  postId: z.string(),
  number: z.number().int(),
  page: z.number().int(),
});
export type ForumPostLocation = z.infer<typeof ForumPostLocation>;

/** Reply to a topic, optionally quoting one of its posts. */
export const ForumReplyRequest = z.object({
  topicId: ForumTopicId,
  body: PostBody,
  quotePostId: ForumPostId.optional(),
});
export type ForumReplyRequest = z.input<typeof ForumReplyRequest>;

/** Edit a post's text (author, or staff); the post shows an "edited" mark, the old text is kept for staff. */
export const ForumPostEditRequest = z.object({ body: PostBody });
export type ForumPostEditRequest = z.input<typeof ForumPostEditRequest>;

/** `PUT forum/topics/{topic}`: edit a topic's title and first post together (the `/edit` page). */
export const ForumTopicEditRequest = z.object({ title: TopicTitle, body: PostBody });
export type ForumTopicEditRequest = z.input<typeof ForumTopicEditRequest>;

/** `GET forum/topics/{topic}/edit`: what the edit page starts from (author or staff). */
export const ForumTopicEditable = z.object({
  id: z.string(),
  slug: z.string(),
  categorySlug: z.string(),
  title: z.string(),
  firstPostId: z.string(),
  body: z.string(),
});
export type ForumTopicEditable = z.infer<typeof ForumTopicEditable>;

/** `GET forum/posts/{post}`: one post (to edit it, or to quote it). */
export const ForumPostDetail = ForumPost.extend({ location: ForumPostLocation });
export type ForumPostDetail = z.infer<typeof ForumPostDetail>;

/** `GET forum/posts/{post}/history` (staff): every earlier text, newest first. */
export const ForumPostRevision = z.object({ html: z.string(), editedAt: z.string(), editor: ForumMember.nullable() });
export const ForumPostHistory = z.object({ items: z.array(ForumPostRevision) });
export type ForumPostHistory = z.infer<typeof ForumPostHistory>;

/** A moderator's reason (lock, unlock, pin, delete someone else's post, restore). */
export const ForumModerationReason = z.object({
  reason: z
    .string('reason is required')
    .trim()
    .min(3, 'Give a reason (at least 3 characters)')
    .max(FORUM_LIMITS.reasonMax, `A reason is at most ${FORUM_LIMITS.reasonMax} characters`),
});
/** `DELETE forum/posts/{post}`: the author needs no reason; staff deleting another member's post do. */
export const ForumDeleteRequest = z.object({ reason: ForumModerationReason.shape.reason.optional() });
export type ForumDeleteRequest = z.input<typeof ForumDeleteRequest>;

/** `PUT forum/topics/{topic}/moderation` (staff): pin/unpin, lock/unlock, move to another category (slug), with a reason for the audit log. */
export const ForumTopicModerationRequest = ForumModerationReason.extend({
  pinned: z.boolean('pinned must be true or false').optional(),
  locked: z.boolean('locked must be true or false').optional(),
  category: ForumSlug.optional().describe('move the topic to this category (slug) of the same site'),
}).refine((r) => r.pinned !== undefined || r.locked !== undefined || r.category !== undefined, {
  message: 'Say what to change (pinned, locked or category)',
  path: ['pinned'],
});
export type ForumTopicModerationRequest = z.input<typeof ForumTopicModerationRequest>;

/** `PUT forum/posts/{post}/review` (staff): after reports, restore (show again) or delete, with a reason. */
export const ForumPostReviewRequest = ForumModerationReason.extend({
  decision: z.enum(['restore', 'delete'], 'decision must be restore or delete'),
});
export type ForumPostReviewRequest = z.input<typeof ForumPostReviewRequest>;

/** `PUT forum/topics/{topic}/accepted`: the topic's author marks (or with null clears) the accepted answer. */
export const ForumAcceptRequest = z.object({ postId: ForumPostId.nullable() });
export type ForumAcceptRequest = z.input<typeof ForumAcceptRequest>;

// ---------------------------------------------------------------------------------------------------------
// Votes and watching: PUT forum/topics/{topic}/vote, PUT forum/posts/{post}/vote, PUT forum/topics/{topic}/watch,
// PUT forum/categories/{category}/watch
// ---------------------------------------------------------------------------------------------------------

export const ForumVoteRequest = z.object({ value: ForumVoteValue });
export type ForumVoteRequest = z.input<typeof ForumVoteRequest>;
export const ForumVoteResponse = z.object({ value: ForumVoteValue, score: z.number().int() });
export type ForumVoteResponse = z.infer<typeof ForumVoteResponse>;

/** Null level: back to the category's level (or the default). */
export const ForumWatchRequest = z.object({ level: ForumWatchLevel.nullable() });
export type ForumWatchRequest = z.input<typeof ForumWatchRequest>;
export const ForumWatchResponse = z.object({ level: ForumWatchLevel, own: ForumWatchLevel.nullable() });
export type ForumWatchResponse = z.infer<typeof ForumWatchResponse>;

// ---------------------------------------------------------------------------------------------------------
// Settings: GET/PUT forum/settings
// ---------------------------------------------------------------------------------------------------------

export const ForumSettings = z.object({
  /** The level of topics I start. */
  watchCreated: ForumWatchLevel,
  /** The level of topics I reply to. */
  watchReplied: ForumWatchLevel,
  /** Everything else. */
  watchDefault: ForumWatchLevel,
  /** Notify me when someone mentions me (`@name`). */
  notifyMentions: z.boolean('notifyMentions must be true or false'),
  digest: ForumDigest,
});
export type ForumSettings = z.infer<typeof ForumSettings>;
export const FORUM_DEFAULT_SETTINGS: ForumSettings = {
  watchCreated: 'watching',
  watchReplied: 'tracking',
  watchDefault: 'normal',
  notifyMentions: true,
  digest: 'off',
};
export const ForumSettingsRequest = ForumSettings.partial();
export type ForumSettingsRequest = z.input<typeof ForumSettingsRequest>;

// ---------------------------------------------------------------------------------------------------------
// Search: GET forum/search
// ---------------------------------------------------------------------------------------------------------

const isoDate = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`);

/** The filters as the site's search form holds them (every value optional). */
export const ForumSearchFilters = z.object({
  q: z.string().trim().min(2, 'Search for at least 2 characters').max(FORUM_LIMITS.searchTextMax, `q is at most ${FORUM_LIMITS.searchTextMax} characters`),
  category: ForumSlug.optional().describe('a category slug'),
  author: z.string().trim().max(60, 'author is at most 60 characters').optional().describe('a member name'),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  accepted: boolParam.optional().describe('only topics with an accepted answer'),
  order: ForumSearchOrder.default('relevance'),
});
const dateRangeOk = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const DATE_RANGE = { message: 'from must not be after to', path: ['from'] };

export const ForumSearchQuery = ForumSearchFilters.extend({ after, limit: listLimit }).refine(dateRangeOk, DATE_RANGE);
export type ForumSearchQuery = z.input<typeof ForumSearchQuery>;

/** The site's search form (strings as in the address bar; empty ones left out). */
export const ForumSearchForm = z.preprocess(
  (values: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v)),
  ForumSearchFilters.refine(dateRangeOk, DATE_RANGE),
);
export type ForumSearchForm = Partial<Record<keyof z.input<typeof ForumSearchFilters>, string>>;

export const ForumSearchHit = z.object({
  postId: z.string(),
  number: z.number().int(),
  page: z.number().int(),
  topicId: z.string(),
  topicSlug: z.string(),
  topicTitle: z.string(),
  categorySlug: z.string(),
  categoryName: z.string(),
  author: ForumMember.nullable(),
  createdAt: z.string(),
  /** The matching text with the matched words between `<mark>` and `</mark>` (everything else escaped). */
  headline: z.string(),
  /** Whether the hit is the topic's first post (a topic match) or a reply. */
  isTopic: z.boolean(),
  hasAcceptedAnswer: z.boolean(),
});
export type ForumSearchHit = z.infer<typeof ForumSearchHit>;
export const ForumSearchPage = forumPageOf(ForumSearchHit);
export type ForumSearchPage = z.infer<typeof ForumSearchPage>;

// ---------------------------------------------------------------------------------------------------------
// Lists of mine and of a member: GET forum/watched, GET forum/members/{name}/topics, GET forum/members/{name}/posts
// ---------------------------------------------------------------------------------------------------------

export const ForumListQuery = z.object({ after, limit: listLimit });
export type ForumListQuery = z.input<typeof ForumListQuery>;

/** My watched topics (level watching or tracking), by latest activity. */
export const ForumWatchedPage = forumPageOf(ForumTopicItem);
export type ForumWatchedPage = z.infer<typeof ForumWatchedPage>;

/** A member's topics (`/profile/{name}/forum`), newest first, in categories the viewer may read. */
export const ForumMemberTopicPage = forumPageOf(ForumTopicItem);
export type ForumMemberTopicPage = z.infer<typeof ForumMemberTopicPage>;

/** A member's posts, newest first: the text excerpt and where it is. */
export const ForumMemberPost = z.object({
  postId: z.string(),
  number: z.number().int(),
  page: z.number().int(),
  topicId: z.string(),
  topicSlug: z.string(),
  topicTitle: z.string(),
  categorySlug: z.string(),
  categoryName: z.string(),
  excerpt: z.string(),
  createdAt: z.string(),
  score: z.number().int(),
});
export type ForumMemberPost = z.infer<typeof ForumMemberPost>;
export const ForumMemberPostPage = forumPageOf(ForumMemberPost);
export type ForumMemberPostPage = z.infer<typeof ForumMemberPostPage>;

// ---------------------------------------------------------------------------------------------------------
// Socket and jobs
// ---------------------------------------------------------------------------------------------------------

/** The digest job's payload (`forum.digest`, jobs.ts): which cadence to send now. */
export const ForumDigestJob = z.object({ cadence: z.enum(['daily', 'weekly']) });
export type ForumDigestJob = z.infer<typeof ForumDigestJob>;
