import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api, useLogoutMutation } from '../api/api-slice';
import { useAppDispatch } from '../state/hooks';
import { wipeStorage } from './session-storage';

/** Logout (section 4): on success the storages are wiped, the user goes to / and the profile is forgotten. */
export function useLogout() {
  const [callLogout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    const result = await callLogout();
    if (result.error) {
      console.error('Logout failed', result.error);
      return;
    }
    wipeStorage();
    await navigate('/', { replace: true });
    // Only after the signed-in screens are gone, so nothing re-requests the profile.
    dispatch(api.util.resetApiState());
  }, [callLogout, dispatch, navigate]);

  return { logout, isLoggingOut: isLoading };
}
