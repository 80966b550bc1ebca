import { AuthedProfile } from '@community/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { isApiRequestError } from '../api/errors';
import { typed } from '../api/paths';

export const authKeys = {
  all: ['auth'] as const,
  profile: ['auth', 'profile'] as const,
  sessions: ['auth', 'sessions'] as const,
};

/** SPEC 7: the authenticated profile, or null for a guest (the API answers 401). */
export async function fetchAuthProfile(signal?: AbortSignal): Promise<AuthedProfile | null> {
  try {
    return await typed.get('/auth/profile', { schema: AuthedProfile, signal });
  } catch (error) {
    if (isApiRequestError(error) && error.kind === 'http' && error.statusCode === 401) return null;
    throw error;
  }
}

export const authProfileQuery = () =>
  queryOptions({
    queryKey: authKeys.profile,
    queryFn: ({ signal }) => fetchAuthProfile(signal),
    staleTime: 60_000,
  });

const isProfileKey = (key: readonly unknown[]): boolean => key.length === 2 && key[0] === authKeys.profile[0] && key[1] === authKeys.profile[1];

/** On login and logout: everything cached for the previous visitor goes, and the new profile (or null) is set. */
export function replaceMember(queryClient: QueryClient, profile: AuthedProfile | null): void {
  queryClient.removeQueries({ predicate: (query) => !isProfileKey(query.queryKey) });
  queryClient.setQueryData(authKeys.profile, profile);
}
