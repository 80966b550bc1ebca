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
import { api, type QueryValue } from '../../shared/api/client';

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
    api.get('/stories', { query: { ...(filters as Record<string, QueryValue>), after }, schema: StoryCardPage, signal }),
  classic: (after: string | undefined, signal?: AbortSignal) => api.get('/stories/classic', { query: { after }, schema: StoryCardPage, signal }),
  genres: (signal?: AbortSignal) => api.get('/stories/genres', { schema: z.array(StoryGenreCount), signal }),
  mine: (after: string | undefined, signal?: AbortSignal) => api.get('/stories/mine', { query: { after }, schema: StoryCardPage, signal }),
  /** Every story of mine (drafts too), following the pages (a writer has hundreds at most). */
  allMine: async (signal?: AbortSignal) => {
    const out: StoryCard[] = [];
    let after: string | undefined;
    for (let i = 0; i < 40; i++) {
      const page = await api.get('/stories/mine', { query: { after, limit: 50 }, schema: StoryCardPage, signal });
      out.push(...page.items);
      if (!page.next) break;
      after = page.next;
    }
    return out;
  },
  detail: (idOrSlug: string, signal?: AbortSignal) => api.get(`/stories/${enc(idOrSlug)}`, { schema: StoryDetail, signal }),
  chapter: (id: string, position: number, signal?: AbortSignal) => api.get(`/stories/${enc(id)}/chapters/${position}`, { schema: StoryChapter, signal }),
  editable: (id: string, signal?: AbortSignal) => api.get(`/stories/${enc(id)}/edit`, { schema: StoryEditable, signal }),
  create: (body: StorySaveRequest) => api.post('/stories/save', body, { schema: StorySaveResponse }),
  save: (id: string, body: StorySaveRequest) => api.put(`/stories/${enc(id)}/save`, body, { schema: StorySaveResponse }),
  publish: (id: string) => api.post(`/stories/${enc(id)}/publish`, undefined, { schema: StoryCard }),
  unpublish: (id: string) => api.post(`/stories/${enc(id)}/unpublish`, undefined, { schema: StoryCard }),
  remove: (id: string) => api.delete(`/stories/${enc(id)}`),
  read: (id: string) => api.post(`/stories/${enc(id)}/reads`),
  like: (id: string, on: boolean) => api.request(on ? 'PUT' : 'DELETE', `/stories/${enc(id)}/like`, { schema: StoryMarkResponse }),
  favourite: (id: string, on: boolean) => api.request(on ? 'PUT' : 'DELETE', `/stories/${enc(id)}/favourite`, { schema: StoryMarkResponse }),
  progress: (id: string, chapterId: string, paragraph: number) => api.put(`/reading/${enc(id)}`, { chapterId, paragraph }),
  forget: (id: string) => api.delete(`/reading/${enc(id)}`),
  reading: (after: string | undefined, signal?: AbortSignal) => api.get('/reading', { query: { after }, schema: StoryReadingPage, signal }),
  favourites: (after: string | undefined, signal?: AbortSignal) => api.get('/favourite-stories', { query: { after }, schema: StoryCardPage, signal }),
  comments: (id: string, after: string | undefined, signal?: AbortSignal) =>
    api.get(`/stories/${enc(id)}/comments`, { query: { after }, schema: StoryCommentPage, signal }),
  comment: (id: string, body: string, parentId?: string) => api.post(`/stories/${enc(id)}/comments`, { body, parentId }, { schema: StoryComment }),
  editComment: (commentId: string, body: string) => api.put(`/stories/comments/${enc(commentId)}`, { body }, { schema: StoryComment }),
  deleteComment: (commentId: string) => api.delete(`/stories/comments/${enc(commentId)}`),
  likeComment: (commentId: string, on: boolean) => api.request(on ? 'PUT' : 'DELETE', `/stories/comments/${enc(commentId)}/like`, { schema: StoryMarkResponse }),
  topStories: (period: TopPeriod, signal?: AbortSignal) => api.get('/top/stories', { query: { period }, schema: z.array(StoryCard), signal }),
  topAuthors: (period: TopPeriod, signal?: AbortSignal) => api.get('/top/authors', { query: { period }, schema: z.array(StoryTopAuthor), signal }),
  topGenres: (period: TopPeriod, signal?: AbortSignal) => api.get('/top-genres', { query: { period }, schema: z.array(StoryTopGenre), signal }),
  blocks: (signal?: AbortSignal) => api.get('/story-blocks', { schema: BlockList, signal }),
  blockTag: (tag: string, on: boolean) => api.request(on ? 'PUT' : 'DELETE', `/story-blocks/tags/${enc(tag)}`, { schema: BlockList }),
  blockAuthor: (name: string, on: boolean) => api.request(on ? 'PUT' : 'DELETE', `/story-blocks/authors/${enc(name)}`, { schema: BlockList }),
  series: (name: string, signal?: AbortSignal) => api.get(`/users/${enc(name)}/story-series`, { schema: z.array(StorySeriesSummary), signal }),
  seriesDetail: (name: string, slug: string, signal?: AbortSignal) =>
    api.get(`/users/${enc(name)}/story-series/${enc(slug)}`, { schema: StorySeriesDetail, signal }),
  createSeries: (body: StorySeriesSaveRequest) => api.post('/story-series', body, { schema: StorySeriesDetail }),
  saveSeries: (id: string, body: StorySeriesSaveRequest) => api.put(`/story-series/${enc(id)}`, body, { schema: StorySeriesDetail }),
  removeSeries: (id: string) => api.delete(`/story-series/${enc(id)}`),
  removeCover: (id: string) => api.delete(`/stories/${enc(id)}/cover`),
  /** The cover from one of my own approved photos (the media picker): same checks and sizes as an upload. */
  coverFromMedia: (id: string, mediaId: string) => api.put(`/stories/${enc(id)}/cover`, { mediaId }, { schema: StoryCover }),
  /** A tip in coins to the story's writer (the coins module's ledger; idempotent by key). */
  tip: (storyId: string, amount: number, idempotencyKey: string) => api.post('/coins/tip', { storyId, amount, idempotencyKey }, { schema: CoinMoveResult }),
  readerSettings: (signal?: AbortSignal) => api.get('/reader-settings', { schema: StoryReaderSettings, signal }),
  saveReaderSettings: (body: StoryReaderSettings) => api.put('/reader-settings', body, { schema: StoryReaderSettings }),
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
