import { useNavigate } from 'react-router';
import { MESSAGES, SECOND_FACTOR_SETUP_PATH, type LoginResponse } from '@ops/contracts';
import { landingPath } from './landing-path';

/** The end of every staff sign-in (password alone, or password and second factor). */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return async (answer: LoginResponse, persist: boolean) => {
    // The session's store (and the crypto that seals the token) loads once there is a token to keep.
    const { startSession, takeRedirect } = await import('@/shared/session/session-storage');
    startSession({ token: answer.token.access_token, isVerified: answer.is_verified, persist });
    // An OA requires a second factor this account has not set up: the session can only enrol one.
    if (answer.mfa_setup_required && answer.is_verified) {
      await navigate(SECOND_FACTOR_SETUP_PATH, { replace: true });
      return;
    }
    // The toasts' library loads beside the next page, not with the login page's first bundle (issue 23).
    void import('react-hot-toast').then(({ toast }) => toast.success(MESSAGES.successfullyLoggedIn));
    await navigate(takeRedirect() ?? landingPath(answer.user_type), { replace: true });
  };
}
