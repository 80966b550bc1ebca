import { infiniteQueryOptions, useInfiniteQuery, type QueryKey, type UseInfiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';

/** One page of a keyset-paged API list: `next` is the cursor of the following page, null on the last. */
export interface KeysetPage {
  next: string | null;
}

/** Loads the page after the cursor (`undefined`: the first page). */
export type LoadKeysetPage<P extends KeysetPage> = (after: string | undefined, signal: AbortSignal) => Promise<P>;

type KeysetQueryOptions<P extends KeysetPage> = UseInfiniteQueryOptions<P, Error, InfiniteData<P, string | undefined>, QueryKey, string | undefined>;

/** A keyset-paged API list as an infinite query: the first page without a cursor, then each page's `next`. */
export function useKeysetPages<P extends KeysetPage>(queryKey: QueryKey, load: LoadKeysetPage<P>, options: Pick<KeysetQueryOptions<P>, 'refetchInterval'> = {}) {
  return useInfiniteQuery<P, Error, InfiniteData<P, string | undefined>, QueryKey, string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    ...options,
  });
}

/**
 * The same as query options, for the lists a feature's `api.ts` names once (cached and invalidated by key): the
 * first page without a cursor, then each page's `next`.
 */
export function keysetQueryOptions<P extends KeysetPage, K extends QueryKey>(queryKey: K, load: LoadKeysetPage<P>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: P) => last.next ?? undefined,
  });
}
