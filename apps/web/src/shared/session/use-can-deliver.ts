import { useGetProfileQuery } from '../api/api-slice';
import { canDeliver } from './roles';
import { hasSessionToken } from './session-storage';

/**
 * Whether the signed-in staff member may write on deliveries; the write controls are left out otherwise,
 * since the server's 403 would end the session. Until the profile is known the controls show: the server
 * decides either way.
 */
export function useCanDeliver() {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  return profile ? canDeliver(profile.user_type) : true;
}
