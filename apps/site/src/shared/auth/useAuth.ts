import type { AuthedProfile } from '@community/contracts';
import { useQuery } from '@tanstack/react-query';
import { authProfileQuery } from './queries';

export interface AuthState {
  profile: AuthedProfile | null;
  loggedIn: boolean;
  /** True until the first profile lookup has answered. */
  pending: boolean;
}

/** Logged-in state from the session lookup (SPEC 4). The root route's loader fetches it before the first page. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(authProfileQuery());
  const profile = data ?? null;
  return { profile, loggedIn: profile !== null, pending: isPending };
}
