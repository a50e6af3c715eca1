import { useState } from 'react';
import toast from 'react-hot-toast';
import { STAFF_ADMIN_ROLES } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { useAppDispatch } from '@/shared/state/hooks';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import {
  secondFactorsChanged,
  useDisableTotpMutation,
  useGetSecondFactorsQuery,
  useRegenerateRecoveryCodesMutation,
} from '../api/mfa-api';
import { MFA_TEXTS } from '../lib/mfa-texts';
import { PasskeysPanel } from './passkeys-panel';
import { PasswordCheckForm } from './password-check-form';
import { PolicyToggle } from './policy-toggle';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpSetup } from './totp-setup';
import '../mfa.css';

type Mode =
  { kind: 'idle' } | { kind: 'setup' | 'disable' | 'regenerate' } | { kind: 'codes'; codes: string[] };

/** The profile page's 'Two-step sign-in' tab: the account's own factors, and the OA's policy. */
export function SecondFactorSection() {
  const dispatch = useAppDispatch();
  const { data: status, error } = useGetSecondFactorsQuery();
  const { data: profile } = useGetProfileQuery();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [disableTotp] = useDisableTotpMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const idle = () => setMode({ kind: 'idle' });
  const isAdmin = !!profile && (STAFF_ADMIN_ROLES as readonly string[]).includes(profile.user_type);

  if (!status) {
    return (
      <p className="mfa__text" role={error ? 'alert' : 'status'}>
        {error ? errorMessage(error) : <Spinner />}
      </p>
    );
  }

  const body = (() => {
    switch (mode.kind) {
      case 'setup':
        return (
          <TotpSetup
            onCancel={idle}
            onDone={() => {
              dispatch(secondFactorsChanged());
              idle();
            }}
          />
        );
      case 'codes':
        return (
          <RecoveryCodesPanel codes={mode.codes} onDone={() => (dispatch(secondFactorsChanged()), idle())} />
        );
      case 'disable':
        return (
          <PasswordCheckForm
            label={MFA_TEXTS.turnOffApp}
            submitLabel={MFA_TEXTS.turnOff}
            onCancel={idle}
            onSubmit={async (password) => {
              const result = await disableTotp({ password });
              if (result.error) return errorMessage(result.error);
              toast.success(result.data.message);
              idle();
              return undefined;
            }}
          />
        );
      case 'regenerate':
        return (
          <PasswordCheckForm
            label={MFA_TEXTS.newCodes}
            submitLabel={MFA_TEXTS.makeCodes}
            onCancel={idle}
            onSubmit={async (password) => {
              const result = await regenerate({ password });
              if (result.error) return errorMessage(result.error);
              setMode({ kind: 'codes', codes: result.data.recovery_codes });
              return undefined;
            }}
          />
        );
      default:
        return status.totp ? (
          <>
            <p className="mfa__status" data-testid="totp-status">
              <span className="mfa__badge mfa__badge--on">{MFA_TEXTS.on}</span> {MFA_TEXTS.app}
            </p>
            <p className="mfa__hint">{MFA_TEXTS.codesLeft(status.recovery_codes_left)}</p>
            <div className="mfa__actions">
              <Button variant="secondary" onClick={() => setMode({ kind: 'regenerate' })}>
                {MFA_TEXTS.newCodes}
              </Button>
              <Button variant="secondary" onClick={() => setMode({ kind: 'disable' })}>
                {MFA_TEXTS.turnOff}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="mfa__status" data-testid="totp-status">
              <span className="mfa__badge">{MFA_TEXTS.off}</span> {MFA_TEXTS.app}
            </p>
            <p className="mfa__hint">{status.required ? MFA_TEXTS.required : MFA_TEXTS.optional}</p>
            <div className="mfa__actions">
              <Button onClick={() => setMode({ kind: 'setup' })}>{MFA_TEXTS.setUp}</Button>
              {status.passkeys.length > 0 && (
                <Button variant="secondary" onClick={() => setMode({ kind: 'regenerate' })}>
                  {MFA_TEXTS.newCodes}
                </Button>
              )}
            </div>
          </>
        );
    }
  })();

  return (
    <div className="mfa">
      <section className="mfa__box" aria-label={MFA_TEXTS.app}>
        {body}
      </section>
      {mode.kind === 'idle' && (
        <section className="mfa__box" aria-labelledby="passkeys-title">
          <h2 id="passkeys-title" className="mfa__heading">
            {MFA_TEXTS.passkeys}
          </h2>
          <p className="mfa__hint">{MFA_TEXTS.passkeysHint}</p>
          <PasskeysPanel
            passkeys={status.passkeys}
            onAdded={(codes) =>
              codes.length > 0 ? setMode({ kind: 'codes', codes }) : dispatch(secondFactorsChanged())
            }
          />
        </section>
      )}
      {isAdmin && <PolicyToggle />}
    </div>
  );
}
