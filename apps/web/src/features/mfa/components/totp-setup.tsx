import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MFA_MESSAGES } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import { useBeginTotpMutation, useConfirmTotpMutation } from '../api/mfa-api';
import { MFA_TEXTS, TOTP_TEXTS } from '../lib/mfa-texts';
import { RecoveryCodesPanel } from './recovery-codes-panel';

// The QR code is drawn in the browser (the secret never goes to a third party), from its own chunk.
const QRCode = lazy(() => import('react-qr-code'));

/** Setting up an authenticator app: scan (or type) the secret, confirm with a code, keep the recovery codes. */
export function TotpSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [begin, started] = useBeginTotpMutation();
  const [confirm, { isLoading: confirming }] = useConfirmTotpMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>();
  const asked = useRef(false);

  useEffect(() => {
    // Once per setup (StrictMode runs effects twice): each call makes a new secret.
    if (asked.current) return;
    asked.current = true;
    void begin();
  }, [begin]);

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onDone} />;
  if (started.error) {
    return (
      <p className="mfa__text" role="alert">
        {errorMessage(started.error)}
      </p>
    );
  }
  if (!started.data) {
    return (
      <p className="mfa__text" role="status">
        <Spinner /> {TOTP_TEXTS.preparing}
      </p>
    );
  }
  const { secret, otpauth_url } = started.data;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(MFA_MESSAGES.codeRequired);
      return;
    }
    const result = await confirm({ code: code.trim() });
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    setCodes(result.data.recovery_codes);
  };

  return (
    <div className="mfa__setup">
      <ol className="mfa__steps">
        <li>
          <p className="mfa__text">{TOTP_TEXTS.scan}</p>
          <div className="mfa__qr" data-testid="totp-qr">
            <Suspense fallback={<Spinner />}>
              <QRCode value={otpauth_url} size={176} title={TOTP_TEXTS.qr} />
            </Suspense>
          </div>
          <p className="mfa__text">
            {TOTP_TEXTS.typeKey}{' '}
            <code className="mfa__secret" data-testid="totp-secret">
              {secret}
            </code>
          </p>
        </li>
        <li>
          <form
            className="mfa__form"
            onSubmit={(e) => void submit(e)}
            noValidate
            aria-label={TOTP_TEXTS.confirm}
          >
            <TextField
              label={TOTP_TEXTS.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError(undefined);
              }}
              error={error}
            />
            <div className="mfa__actions">
              {onCancel && (
                <Button variant="secondary" onClick={onCancel}>
                  {MFA_TEXTS.cancel}
                </Button>
              )}
              <Button type="submit" loading={confirming}>
                {TOTP_TEXTS.turnOn}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
