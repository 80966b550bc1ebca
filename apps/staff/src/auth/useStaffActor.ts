import { useGetIdentity } from 'react-admin';
import { isRole, type StaffActor } from './permissions';

/** The signed-in staff member as libs/domain's rules take them; undefined while the identity loads. */
export function useStaffActor(): StaffActor | undefined {
  const { identity } = useGetIdentity();
  if (!identity || !isRole(identity.role) || typeof identity.homeVariant !== 'string') return undefined;
  return { id: String(identity.id), role: identity.role, homeVariant: identity.homeVariant };
}
