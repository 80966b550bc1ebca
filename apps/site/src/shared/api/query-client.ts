import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ErrorSource } from './error-actions';
import { isApiRequestError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** `background`: not the page's data (counts, banner); its errors never move the member (see ErrorSource). */
    queryMeta: { background?: boolean };
  }
}

/** Retry only what a retry can fix: a dropped connection. Errors with a status are answers, not accidents. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiRequestError(error) && error.kind === 'network' && failureCount < 2;
}

/** Server state lives here; every failed query or mutation also goes through the central error handler. */
export function createQueryClient(onError: (error: unknown, source: ErrorSource) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta?.background === true ? 'background' : 'query') }),
    mutationCache: new MutationCache({ onError: (error) => onError(error, 'mutation') }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
