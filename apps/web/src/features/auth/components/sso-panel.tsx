import type { SsoStatusResponse } from '@ops/contracts';
import { SSO_MESSAGES, ssoErrorMessage } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { useSsoStartMutation } from '../api/sso-flow-api';

interface SsoPanelProps {
  status: SsoStatusResponse | undefined;
  /** `?sso_error=`: why the last single sign-on ended here. */
  reason: string | null;
}

/** Why the last single sign-on was refused, and 'Sign in with <name>' when the server has it on. */
export function SsoPanel({ status, reason }: SsoPanelProps) {
  const [start, { isLoading, error, data: started }] = useSsoStartMutation();
  const refusal = error ? errorMessage(error) : ssoErrorMessage(reason);

  const goToProvider = async () => {
    const result = await start();
    if (result.data) window.location.assign(result.data.authorization_url);
  };

  const passwords = status?.password_login !== false;
  return (
    <>
      {refusal && (
        <p className="auth__sso-error" role="alert" data-testid="sso-error">
          {refusal}
        </p>
      )}
      {status?.enabled && (
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
