import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../api/api-slice';
import { wipeStorage } from './session-storage';

/** Logout (section 4): on success the storages are wiped, the user goes to / and the profile is forgotten. */
export function useLogout() {
  const [callLogout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    const result = await callLogout();
    if (result.error) {
      console.error('Logout failed', result.error);
      return;
    }
    wipeStorage();
    // The login page forgets the cached answers (the profile included) once it is shown: resetting here,
    // while signed-in screens are still mounted, makes them ask again without a token and reload the page.
    await navigate('/', { replace: true });
  }, [callLogout, navigate]);

  return { logout, isLoggingOut: isLoading };
}
