import { EbookDetail, EbookPage, type EbookSaveRequest } from '@community/contracts';
import { api } from '../../shared/api/client';

const enc = encodeURIComponent;

/** The ebooks API (apps/api modules/stories, ebooks), each answer checked against its contract. */
export const ebooksApi = {
  list: (query: { author?: string; after?: string }, signal?: AbortSignal) =>
    api.get('/ebooks', { query, schema: EbookPage, signal }),
  mine: (after: string | undefined, signal?: AbortSignal) =>
    api.get('/ebooks/mine', { query: { after }, schema: EbookPage, signal }),
  get: (id: string, signal?: AbortSignal) => api.get(`/ebooks/${enc(id)}`, { schema: EbookDetail, signal }),
  create: (body: EbookSaveRequest) => api.post('/ebooks', body, { schema: EbookDetail }),
  save: (id: string, body: EbookSaveRequest) => api.put(`/ebooks/${enc(id)}`, body, { schema: EbookDetail }),
  remove: (id: string) => api.delete(`/ebooks/${enc(id)}`),
  coverUrl: (id: string) => `/api/ebooks/${enc(id)}/cover`,
};

export const ebooksKeys = {
  all: ['ebooks'] as const,
  list: (author?: string) => ['ebooks', 'list', author ?? null] as const,
  mine: ['ebooks', 'mine'] as const,
  detail: (id: string) => ['ebooks', 'detail', id] as const,
};
