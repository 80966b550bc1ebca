import {
  CoinMoveResult,
  StoryCard,
  StoryCardPage,
  StoryChapter,
  StoryComment,
  StoryCommentPage,
  StoryCover,
  StoryDetail,
  StoryEditable,
  StoryGenreCount,
  StoryMarkResponse,
  StoryReaderSettings,
  StoryReadingPage,
  StorySaveResponse,
  StorySeriesDetail,
  StorySeriesSummary,
  StoryTopAuthor,
  StoryTopGenre,
  type StorySaveRequest,
  type StorySeriesSaveRequest,
} from '@community/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type QueryValue } from '../../shared/api/client';
import { typed } from '../../shared/api/paths';

export type StoryFilters = {
  q?: string;
  genre?: string;
  tags?: string;
  exclude?: string;
  minWords?: number;
  maxWords?: number;
  complete?: boolean;
  language?: string;
  author?: string;
  sort?: string;
};

export type TopPeriod = 'week' | 'month' | 'year' | 'all';

const BlockList = z.object({ tags: z.array(z.string()), authors: z.array(z.object({ id: z.string(), name: z.string(), avatarColour: z.number() })) });
export type BlockList = z.infer<typeof BlockList>;

const enc = encodeURIComponent;

/** The stories API (apps/api modules/stories), each answer checked against its contract. */
export const storiesApi = {
  list: (filters: StoryFilters, after: string | undefined, signal?: AbortSignal) =>
    typed.get('/stories', { query: { ...(filters as Record<string, QueryValue>), after }, schema: StoryCardPage, signal }),
  classic: (after: string | undefined, signal?: AbortSignal) => typed.get('/stories/classic', { query: { after }, schema: StoryCardPage, signal }),
  genres: (signal?: AbortSignal) => typed.get('/stories/genres', { schema: z.array(StoryGenreCount), signal }),
  mine: (after: string | undefined, signal?: AbortSignal) => typed.get('/stories/mine', { query: { after }, schema: StoryCardPage, signal }),
  /** Every story of mine (drafts too), following the pages (a writer has hundreds at most). */
  allMine: async (signal?: AbortSignal) => {
    const out: StoryCard[] = [];
    let after: string | undefined;
    for (let i = 0; i < 40; i++) {
      const page = await typed.get('/stories/mine', { query: { after, limit: 50 }, schema: StoryCardPage, signal });
      out.push(...page.items);
      if (!page.next) break;
      after = page.next;
    }
    return out;
  },
  detail: (idOrSlug: string, signal?: AbortSignal) => typed.get('/stories/{story}', { params: { story: idOrSlug }, schema: StoryDetail, signal }),
  chapter: (id: string, position: number, signal?: AbortSignal) => typed.get('/stories/{story}/chapters/{position}', { params: { story: id, position }, schema: StoryChapter, signal }),
  editable: (id: string, signal?: AbortSignal) => typed.get('/stories/{story}/edit', { params: { story: id }, schema: StoryEditable, signal }),
  create: (body: StorySaveRequest) => typed.post('/stories/save', { body: body, schema: StorySaveResponse }),
  save: (id: string, body: StorySaveRequest) => typed.put('/stories/{story}/save', { params: { story: id }, body: body, schema: StorySaveResponse }),
  publish: (id: string) => typed.post('/stories/{story}/publish', { params: { story: id }, schema: StoryCard }),
  unpublish: (id: string) => typed.post('/stories/{story}/unpublish', { params: { story: id }, schema: StoryCard }),
  remove: (id: string) => typed.delete('/stories/{story}', { params: { story: id } }),
  read: (id: string) => typed.post('/stories/{story}/reads', { params: { story: id } }),
  like: (id: string, on: boolean) => (on ? typed.put('/stories/{story}/like', { params: { story: id }, schema: StoryMarkResponse }) : typed.delete('/stories/{story}/like', { params: { story: id }, schema: StoryMarkResponse })),
  favourite: (id: string, on: boolean) => (on ? typed.put('/stories/{story}/favourite', { params: { story: id }, schema: StoryMarkResponse }) : typed.delete('/stories/{story}/favourite', { params: { story: id }, schema: StoryMarkResponse })),
  progress: (id: string, chapterId: string, paragraph: number) => typed.put('/reading/{story}', { params: { story: id }, body: { chapterId, paragraph } }),
  forget: (id: string) => typed.delete('/reading/{story}', { params: { story: id } }),
  reading: (after: string | undefined, signal?: AbortSignal) => typed.get('/reading', { query: { after }, schema: StoryReadingPage, signal }),
  favourites: (after: string | undefined, signal?: AbortSignal) => typed.get('/favourite-stories', { query: { after }, schema: StoryCardPage, signal }),
  comments: (id: string, after: string | undefined, signal?: AbortSignal) =>
    typed.get('/stories/{story}/comments', { params: { story: id }, query: { after }, schema: StoryCommentPage, signal }),
  comment: (id: string, body: string, parentId?: string) => typed.post('/stories/{story}/comments', { params: { story: id }, body: { body, parentId }, schema: StoryComment }),
  editComment: (commentId: string, body: string) => typed.put('/stories/comments/{comment}', { params: { comment: commentId }, body: { body }, schema: StoryComment }),
  deleteComment: (commentId: string) => typed.delete('/stories/comments/{comment}', { params: { comment: commentId } }),
  likeComment: (commentId: string, on: boolean) => (on ? typed.put('/stories/comments/{comment}/like', { params: { comment: commentId }, schema: StoryMarkResponse }) : typed.delete('/stories/comments/{comment}/like', { params: { comment: commentId }, schema: StoryMarkResponse })),
  topStories: (period: TopPeriod, signal?: AbortSignal) => typed.get('/top/stories', { query: { period }, schema: z.array(StoryCard), signal }),
  topAuthors: (period: TopPeriod, signal?: AbortSignal) => typed.get('/top/authors', { query: { period }, schema: z.array(StoryTopAuthor), signal }),
  topGenres: (period: TopPeriod, signal?: AbortSignal) => typed.get('/top-genres', { query: { period }, schema: z.array(StoryTopGenre), signal }),
  blocks: (signal?: AbortSignal) => typed.get('/story-blocks', { schema: BlockList, signal }),
  blockTag: (tag: string, on: boolean) => (on ? typed.put('/story-blocks/tags/{tag}', { params: { tag }, schema: BlockList }) : typed.delete('/story-blocks/tags/{tag}', { params: { tag }, schema: BlockList })),
  blockAuthor: (name: string, on: boolean) => (on ? typed.put('/story-blocks/authors/{name}', { params: { name }, schema: BlockList }) : typed.delete('/story-blocks/authors/{name}', { params: { name }, schema: BlockList })),
  series: (name: string, signal?: AbortSignal) => typed.get('/users/{name}/story-series', { params: { name }, schema: z.array(StorySeriesSummary), signal }),
  seriesDetail: (name: string, slug: string, signal?: AbortSignal) =>
    typed.get('/users/{name}/story-series/{slug}', { params: { name, slug }, schema: StorySeriesDetail, signal }),
  createSeries: (body: StorySeriesSaveRequest) => typed.post('/story-series', { body: body, schema: StorySeriesDetail }),
  saveSeries: (id: string, body: StorySeriesSaveRequest) => typed.put('/story-series/{series}', { params: { series: id }, body: body, schema: StorySeriesDetail }),
  removeSeries: (id: string) => typed.delete('/story-series/{series}', { params: { series: id } }),
  removeCover: (id: string) => typed.delete('/stories/{story}/cover', { params: { story: id } }),
  /** The cover from one of my own approved photos (the media picker): same checks and sizes as an upload. */
  coverFromMedia: (id: string, mediaId: string) => typed.put('/stories/{story}/cover', { params: { story: id }, body: { mediaId }, schema: StoryCover }),
  /** A tip in coins to the story's writer (the coins module's ledger; idempotent by key). */
  tip: (storyId: string, amount: number, idempotencyKey: string) => typed.post('/coins/tip', { body: { storyId, amount, idempotencyKey }, schema: CoinMoveResult }),
  readerSettings: (signal?: AbortSignal) => typed.get('/reader-settings', { schema: StoryReaderSettings, signal }),
  saveReaderSettings: (body: StoryReaderSettings) => typed.put('/reader-settings', { body: body, schema: StoryReaderSettings }),
  /** The story as EPUB 3 (a plain link: the browser downloads it). */
  epubUrl: (id: string) => `/api/stories/${enc(id)}/epub`,
};

export type { StoryCover };

export const storiesKeys = {
  all: ['stories'] as const,
  list: (filters: StoryFilters) => ['stories', 'list', filters] as const,
  detail: (idOrSlug: string) => ['stories', 'detail', idOrSlug] as const,
  chapter: (id: string, position: number) => ['stories', 'chapter', id, position] as const,
  comments: (id: string) => ['stories', 'comments', id] as const,
  blocks: ['stories', 'blocks'] as const,
  series: (name: string) => ['stories', 'series', name.toLowerCase()] as const,
  seriesDetail: (name: string, slug: string) => ['stories', 'series', name.toLowerCase(), slug] as const,
  mine: ['stories', 'mine'] as const,
  readerSettings: ['stories', 'reader-settings'] as const,
};

export const genresQuery = () => queryOptions({ queryKey: ['stories', 'genres'], queryFn: ({ signal }) => storiesApi.genres(signal) });
export const blocksQuery = () => queryOptions({ queryKey: storiesKeys.blocks, queryFn: ({ signal }) => storiesApi.blocks(signal) });
export const detailQuery = (idOrSlug: string) =>
  queryOptions({ queryKey: storiesKeys.detail(idOrSlug), queryFn: ({ signal }) => storiesApi.detail(idOrSlug, signal), retry: false });
export const chapterQuery = (id: string, position: number) =>
  queryOptions({ queryKey: storiesKeys.chapter(id, position), queryFn: ({ signal }) => storiesApi.chapter(id, position, signal), retry: false });
