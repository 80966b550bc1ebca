import type { AuthedProfile } from '@community/contracts';
import type { NavViewer } from '@community/domain';
import { useMemo } from 'react';
import { useAuth } from './useAuth';
import { useSite } from '../boot/boot-context';
import { siteFlagsOf } from '../boot/site-view';

/**
 * The logged-in member as the domain's menu rules read them. The authed profile carries the role and the
 * verified flag, but only a yes/no `canAccessPage` rather than the list of page names Super granted: a
 * member with that permission passes `pageAccess: true` items, and named-page items show to the roles that
 * may open every such page (canAccessPage in libs/domain).
 */
export function navViewerOf(profile: AuthedProfile | null): (NonNullable<NavViewer> & { id: string; name: string }) | null {
  if (!profile) return null;
  const { member, permissions } = profile;
  return {
    id: member.id,
    name: member.name,
    role: member.role,
    isVerified: member.isVerified,
    pageAccess: permissions.canAccessPage ? ['*'] : [],
  };
}

export function useNavViewer() {
  const { profile } = useAuth();
  return useMemo(() => navViewerOf(profile), [profile]);
}

/** The site flags the domain rules read, from the boot configuration. */
export function useSiteFlags() {
  const site = useSite();
  return useMemo(() => siteFlagsOf(site), [site]);
}
