import { ClubDetail, ClubPage, ClubReview, ClubReviewPage, type ClubForm } from '@community/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

/* The clubs API (contracts: libs/contracts/src/clubs); walls go through the groups feature's community wall. */

const enc = encodeURIComponent;
export type ClubSort = 'newest' | 'rating' | 'name';

export const clubsKeys = {
  all: ['clubs'] as const,
  list: (sort: ClubSort, q: string) => ['clubs', 'list', sort, q] as const,
  club: (slug: string) => ['clubs', 'club', slug] as const,
  reviews: (slug: string) => ['clubs', 'club', slug, 'reviews'] as const,
};

export const clubsApi = {
  list: (sort: ClubSort, q: string, after: string | undefined, signal?: AbortSignal) => api.get('clubs', { query: { sort, q: q || undefined, after }, schema: ClubPage, signal }),
  club: (slug: string, signal?: AbortSignal) => api.get(`clubs/${enc(slug)}`, { schema: ClubDetail, signal }),
  create: (body: ClubForm) => api.post('clubs', body, { schema: ClubDetail }),
  update: (slug: string, body: ClubForm) => api.put(`clubs/${enc(slug)}`, body, { schema: ClubDetail }),
  reviews: (slug: string, after: string | undefined, signal?: AbortSignal) => api.get(`clubs/${enc(slug)}/reviews`, { query: { after }, schema: ClubReviewPage, signal }),
  review: (slug: string, rating: number, body: string) => api.put(`clubs/${enc(slug)}/reviews/mine`, { rating, body }, { schema: ClubReview }),
  removeReview: (slug: string) => api.delete(`clubs/${enc(slug)}/reviews/mine`),
  answer: (slug: string, id: string, answer: string) => api.put(`clubs/${enc(slug)}/reviews/${enc(id)}/answer`, { answer }, { schema: ClubReview }),
};

export const clubQuery = (slug: string) => queryOptions({ queryKey: clubsKeys.club(slug), queryFn: ({ signal }) => clubsApi.club(slug, signal), retry: false });
export const useClub = (slug: string) => useQuery(clubQuery(slug));
export const useClubList = (sort: ClubSort, q: string) => useKeysetPages(clubsKeys.list(sort, q), (after, signal) => clubsApi.list(sort, q, after, signal));
export const useReviews = (slug: string) => useKeysetPages(clubsKeys.reviews(slug), (after, signal) => clubsApi.reviews(slug, after, signal));
