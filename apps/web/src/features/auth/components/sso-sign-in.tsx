import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { SSO_ERROR_PARAM } from '@ops/contracts';
import { useSsoStatus } from '../api/sso-api';

// Its texts and button load only when single sign-on is on or has just refused (the login page's JS budget).
const SsoPanel = lazy(() => import('./sso-panel').then((m) => ({ default: m.SsoPanel })));

/** False when OIDC_ONLY has turned password sign-in off for staff: the login page then hides its form. */
export function usePasswordSignIn(): boolean {
  const status = useSsoStatus();
  return status?.password_login !== false;
}

/** The login page's single sign-on: nothing while it is off and nothing went wrong. */
export function SsoSignIn() {
  const [params] = useSearchParams();
  const status = useSsoStatus();
  const reason = params.get(SSO_ERROR_PARAM);
  if (!status?.enabled && !reason) return null;
  return (
    <Suspense fallback={null}>
      <SsoPanel status={status} reason={reason} />
    </Suspense>
  );
}
