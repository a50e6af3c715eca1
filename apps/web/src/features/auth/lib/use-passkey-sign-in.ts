import { useState } from 'react';
import type { LoginResponse } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { useLoginWithPasskeyMutation, usePasskeyOptionsMutation } from '../api/second-factor-api';
import { SECOND_STEP_TEXTS } from './auth-texts';

/** The browser's passkey prompt for this sign-in; the WebAuthn library loads only when it is used. */
export function usePasskeySignIn(mfaToken: string) {
  const [getOptions] = usePasskeyOptionsMutation();
  const [login] = useLoginWithPasskeyMutation();
  const [busy, setBusy] = useState(false);

  const signIn = async (): Promise<{ data: LoginResponse } | { error: string }> => {
    setBusy(true);
    try {
      const options = await getOptions({ mfa_token: mfaToken });
      if (options.error) return { error: errorMessage(options.error) };
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: options.data.options as never }).catch(
        () => undefined,
      );
      if (!response) return { error: SECOND_STEP_TEXTS.cancelled };
      const result = await login({ mfa_token: mfaToken, response: { ...response } });
      return result.error ? { error: errorMessage(result.error) } : { data: result.data };
    } finally {
      setBusy(false);
    }
  };
  return { signIn, busy };
}
