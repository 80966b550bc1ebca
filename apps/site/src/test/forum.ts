import type { ForumCategory, ForumPost, ForumTopicDetail, ForumTopicItem } from '@community/contracts';
import { profile } from './fixtures';

/** Forum answers as the contracts shape them, for the forum's specs. */
export const me = profile();
export const author = (name: string, id = `00000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}`) => ({
  id,
  name,
  avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: 1 },
});
export const auth = { 'GET /api/auth/profile': { status: 200, body: { data: me } } };
export const postId = (n: number) => `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`;
export const TOPIC_ID = '22222222-2222-4222-8222-222222222222';

export const category = (over: Partial<ForumCategory> = {}): ForumCategory => ({
  id: '33333333-3333-4333-8333-333333333333',
  slug: 'general',
  name: 'General chat',
  description: 'Anything goes',
  colour: '#cc3366',
  position: 1,
  posting: 'everyone',
  questions: false,
  defaultSort: 'latest',
  topicCount: 1,
  postCount: 6,
  latest: null,
  viewer: { canPost: true, postingRefusal: null, watch: 'normal', unread: 0, newTopics: 0 },
  ...over,
});

export const post = (n: number, over: Partial<ForumPost> = {}): ForumPost => ({
  id: postId(n),
  topicId: TOPIC_ID,
  number: n,
  author: author(n % 2 ? 'amber_owl' : 'quiet_heron'),
  html: `<p>Post number ${n}</p>`,
  state: 'visible',
  quote: null,
  createdAt: `2026-11-2${n % 9}T10:00:00.000Z`,
  editedAt: null,
  score: 0,
  accepted: false,
  viewer: { vote: 0, canEdit: false, canDelete: false, canReport: true, collapsed: false },
  ...over,
});

export const topic = (over: Partial<ForumTopicDetail> = {}): ForumTopicDetail => ({
  id: TOPIC_ID,
  slug: 'hello-there',
  title: 'Hello there',
  category: category(),
  author: author('amber_owl'),
  createdAt: '2026-11-21T10:00:00.000Z',
  lastPostAt: '2026-11-25T10:00:00.000Z',
  postCount: 6,
  score: 2,
  pinned: false,
  locked: false,
  acceptedPostId: null,
  page: 1,
  pageCount: 1,
  acceptedAnswer: null,
  posts: [1, 2, 3, 4, 5, 6].map((n) => post(n)),
  viewer: {
    vote: 0,
    watch: 'tracking',
    watchOwn: null,
    canReply: true,
    replyRefusal: null,
    canModerate: false,
    canAccept: false,
    firstUnreadPostId: null,
    firstUnreadPage: null,
    unread: 0,
    lastReadNumber: 6,
  },
  ...over,
});

export const TOPIC_URL = 'GET /api/forum/categories/general/topics/hello-there';

export const topicItem = (n: number, over: Partial<ForumTopicItem> = {}): ForumTopicItem => ({
  id: `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`,
  slug: `topic-${n}`,
  title: `Topic number ${n}`,
  categoryId: category().id,
  categorySlug: 'general',
  author: author('amber_owl'),
  createdAt: '2026-11-20T10:00:00.000Z',
  lastPostAt: '2026-11-25T10:00:00.000Z',
  lastPoster: author('quiet_heron'),
  replyCount: n,
  pageCount: 1,
  score: 0,
  pinned: false,
  locked: false,
  hasAcceptedAnswer: false,
  excerpt: `The opening words of topic ${n}`,
  viewer: { unread: null, watch: 'normal', vote: 0, collapsed: false },
  ...over,
});
