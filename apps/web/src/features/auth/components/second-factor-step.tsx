import { useState } from 'react';
import { MFA_MESSAGES, type MfaMethod } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useLoginWithCodeMutation } from '../api/second-factor-api';
import { useFinishSignIn } from '../lib/finish-sign-in';
import { AuthShell } from './auth-shell';
import { usePasskeySignIn } from '../lib/use-passkey-sign-in';
import { SECOND_STEP_TEXTS as T } from '../lib/auth-texts';

export interface SecondStep {
  mfaToken: string;
  methods: MfaMethod[];
  persist: boolean;
}

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export default function SecondFactorStep({ step, onRestart }: { step: SecondStep; onRestart: () => void }) {
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(!step.methods.includes('totp'));
  const [error, setError] = useState<string>();
  const [loginWithCode, { isLoading }] = useLoginWithCodeMutation();
  const finish = useFinishSignIn();
  const passkey = usePasskeySignIn(step.mfaToken);
  const hasPasskey = step.methods.includes('webauthn');
  const hasCode = step.methods.includes('totp') || step.methods.includes('recovery_code');

  const signInWithPasskey = async () => {
    const result = await passkey.signIn();
    if ('error' in result) setError(result.error);
    else await finish(result.data, step.persist);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed.length < 6) {
      setError(MFA_MESSAGES.codeRequired);
      return;
    }
    const result = await loginWithCode({ mfa_token: step.mfaToken, code: typed });
    if (result.error) {
      setError(errorMessage(result.error));
      setCode('');
      return;
    }
    await finish(result.data, step.persist);
  };

  const expired = error === MFA_MESSAGES.mfaTokenExpired;
  return (
    <AuthShell title={T.title} subtitle={hasCode ? T.codeSub : T.passkeySub}>
      <form className="auth__form" onSubmit={(e) => void submit(e)} noValidate aria-label={T.title}>
        {hasPasskey && (
          <Button className="auth__submit" onClick={() => void signInWithPasskey()} loading={passkey.busy}>
            {T.passkey}
          </Button>
        )}
        {hasCode && (
          <TextField
            label={useRecovery ? T.recovery : T.code}
            name="code"
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
            autoFocus
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
        )}
        {!hasCode && error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        {step.methods.includes('recovery_code') && step.methods.includes('totp') && (
          <button
            type="button"
            className="auth__link auth__switch"
            onClick={() => setUseRecovery(!useRecovery)}
          >
            {useRecovery ? T.useApp : T.useRecovery}
          </button>
        )}
        {expired ? (
          <Button className="auth__submit" onClick={onRestart}>
            {T.again}
          </Button>
        ) : (
          hasCode && (
            <Button
              type="submit"
              className="auth__submit"
              variant={hasPasskey ? 'secondary' : 'primary'}
              loading={isLoading}
            >
              {T.verify}
            </Button>
          )
        )}
        <button type="button" className="auth__link auth__switch" onClick={onRestart}>
          {T.back}
        </button>
      </form>
    </AuthShell>
  );
}
