import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { MESSAGES, SSO_ERROR_PARAM, SSO_MESSAGES } from '@ops/contracts';
import { startSession, takeRedirect } from '@/shared/session/session-storage';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { useSsoExchangeMutation } from '../api/sso-flow-api';
import { landingPath } from '../lib/landing-path';

/** Removes the hand-off code from the address bar and the history at once (it is spent in a moment anyway). */
function scrubFragment() {
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
}

/**
 * Where the server sends the browser after the provider: the single-use hand-off code becomes a session,
 * kept as a plain login keeps it; a refused code goes back to the login page with the reason.
 */
export function SsoCompletePage() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [exchange] = useSsoExchangeMutation();
  // The code works once: a second run of the effect (React's development double-mount) must not spend it.
  const taken = useRef(false);

  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const code = new URLSearchParams(hash.slice(1)).get('code');
    scrubFragment();
    const refused = () => navigate(`/?${SSO_ERROR_PARAM}=used_or_expired`, { replace: true });
    if (!code) {
      void refused();
      return;
    }
    void exchange({ code }).then(async (result) => {
      if (!result.data) return refused();
      const { token, is_verified, user_type } = result.data;
      startSession({ token: token.access_token, isVerified: is_verified, persist: false });
      toast.success(MESSAGES.successfullyLoggedIn);
      await navigate(takeRedirect() ?? landingPath(user_type), { replace: true });
    });
  }, [exchange, navigate, hash]);

  return <FullPageLoader message={SSO_MESSAGES.finishing} />;
}
