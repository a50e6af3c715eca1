import { useSearchParams } from 'react-router';
import { SSO_ERROR_PARAM, SSO_MESSAGES, ssoErrorMessage } from '@ops/contracts';
import { errorMessage } from '../../../shared/api/base-query';
import { Button } from '../../../shared/ui/button';
import { useSsoStartMutation, useSsoStatusQuery } from '../api/sso-api';

/** False when OIDC_ONLY has turned password sign-in off for staff: the login page then hides its form. */
export function usePasswordSignIn(): boolean {
  const { data: status } = useSsoStatusQuery();
  return status?.password_login !== false;
}

/**
 * The login page's single sign-on: why the last one was refused (`?sso_error=`), and 'Sign in with <name>'
 * when the server has it on.
 */
export function SsoSignIn() {
  const [params] = useSearchParams();
  const { data: status } = useSsoStatusQuery();
  const [start, { isLoading, error, data: started }] = useSsoStartMutation();
  const refusal = error ? errorMessage(error) : ssoErrorMessage(params.get(SSO_ERROR_PARAM));

  const goToProvider = async () => {
    const result = await start();
    if (result.data) window.location.assign(result.data.authorization_url);
  };

  const enabled = status?.enabled === true;
  const passwords = status?.password_login !== false;
  return (
    <>
      {refusal && (
        <p className="auth__sso-error" role="alert" data-testid="sso-error">
          {refusal}
        </p>
      )}
      {enabled && (
        <div className="auth__stack">
          <Button
            variant={passwords ? 'secondary' : 'primary'}
            className="auth__submit"
            onClick={goToProvider}
            loading={isLoading || Boolean(started)}
          >
            {SSO_MESSAGES.signInWith(status.display_name ?? '')}
          </Button>
          {passwords && (
            <p className="auth__divider" aria-hidden="true">
              <span>{SSO_MESSAGES.orDivider}</span>
            </p>
          )}
        </div>
      )}
    </>
  );
}
