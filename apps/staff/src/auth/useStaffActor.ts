import { useGetIdentity } from 'react-admin';
import { isRole, type StaffActor } from './permissions';

/**
 * The signed-in staff member as libs/domain's rules take them, with the console pages Super granted them;
 * undefined while the identity loads.
 */
export function useStaffActor(): (StaffActor & { pageAccess: string[] }) | undefined {
  const { identity } = useGetIdentity();
  if (!identity || !isRole(identity.role) || typeof identity.homeVariant !== 'string') return undefined;
  const pageAccess = Array.isArray(identity.pageAccess) ? identity.pageAccess.filter((p): p is string => typeof p === 'string') : [];
  return { id: String(identity.id), role: identity.role, homeVariant: identity.homeVariant, pageAccess };
}
