import { EbookDetail, EbookPage, type EbookSaveRequest } from '@community/contracts';
import { typed } from '../../shared/api/paths';

const enc = encodeURIComponent;

/** The ebooks API (apps/api modules/stories, ebooks), each answer checked against its contract. */
export const ebooksApi = {
  list: (query: { author?: string; after?: string }, signal?: AbortSignal) =>
    typed.get('/ebooks', { query, schema: EbookPage, signal }),
  mine: (after: string | undefined, signal?: AbortSignal) =>
    typed.get('/ebooks/mine', { query: { after }, schema: EbookPage, signal }),
  get: (id: string, signal?: AbortSignal) => typed.get('/ebooks/{ebook}', { params: { ebook: id }, schema: EbookDetail, signal }),
  create: (body: EbookSaveRequest) => typed.post('/ebooks', { body: body, schema: EbookDetail }),
  save: (id: string, body: EbookSaveRequest) => typed.put('/ebooks/{ebook}', { params: { ebook: id }, body: body, schema: EbookDetail }),
  remove: (id: string) => typed.delete('/ebooks/{ebook}', { params: { ebook: id } }),
  coverUrl: (id: string) => `/api/ebooks/${enc(id)}/cover`,
};

export const ebooksKeys = {
  all: ['ebooks'] as const,
  list: (author?: string) => ['ebooks', 'list', author ?? null] as const,
  mine: ['ebooks', 'mine'] as const,
  detail: (id: string) => ['ebooks', 'detail', id] as const,
};
