import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endRecipientSession } from '@/shared/session/recipient-session';
import { useRecipientLogoutMutation } from '../api/recipients-api';
import { PORTAL_HOME } from '../lib/paths';

/** Ends the recipient session on the server, and in this browser whatever the server answers. */
export function useSignOut() {
  const [logout, { isLoading }] = useRecipientLogoutMutation();
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    await logout();
    endRecipientSession('signed-out');
    await navigate(PORTAL_HOME, { replace: true });
  }, [logout, navigate]);
  return { signOut, signingOut: isLoading };
}
