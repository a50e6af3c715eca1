import { useState } from 'react';
import toast from 'react-hot-toast';
import { MFA_MESSAGES, type Passkey } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { formatDate } from '@/shared/dates/date-format';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import {
  useAddPasskeyMutation,
  usePasskeyRegistrationOptionsMutation,
  useRemovePasskeyMutation,
} from '../api/mfa-api';
import { PASSKEY_TEXTS } from '../lib/mfa-texts';
import { PasswordCheckForm } from './password-check-form';

/** The account's passkeys: add one (the browser's prompt), or remove one with the password. */
export function PasskeysPanel({
  passkeys,
  onAdded,
}: {
  passkeys: Passkey[];
  /** With the recovery codes to show once, when this was the account's first factor. */
  onAdded: (recoveryCodes: string[]) => void;
}) {
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [remove] = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Passkey>();

  const register = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const options = await getOptions();
      if (options.error) return setError(errorMessage(options.error));
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options.data.options as never }).catch(
        () => undefined,
      );
      if (!response) return setError(PASSKEY_TEXTS.notAdded);
      const result = await add({ name: name.trim(), response: { ...response } });
      if (result.error) return setError(errorMessage(result.error));
      toast.success(MFA_MESSAGES.passkeyAdded);
      setName('');
      onAdded(result.data.recovery_codes);
    } finally {
      setBusy(false);
    }
  };

  if (removing) {
    return (
      <PasswordCheckForm
        label={PASSKEY_TEXTS.removeNamed(removing.name)}
        submitLabel={PASSKEY_TEXTS.removePasskey}
        onCancel={() => setRemoving(undefined)}
        onSubmit={async (password) => {
          const result = await remove({ id: removing.id, password });
          if (result.error) return errorMessage(result.error);
          toast.success(result.data.message);
          setRemoving(undefined);
          return undefined;
        }}
      />
    );
  }

  return (
    <>
      {passkeys.length > 0 && (
        <ul className="mfa__passkeys" data-testid="passkeys">
          {passkeys.map((p) => (
            <li key={p.id}>
              <span className="mfa__passkey-name">{p.name}</span>
              <span className="mfa__hint">{PASSKEY_TEXTS.added(formatDate(p.created_at))}</span>
              <Button
                variant="ghost"
                onClick={() => setRemoving(p)}
                aria-label={PASSKEY_TEXTS.removeNamed(p.name)}
              >
                {PASSKEY_TEXTS.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mfa__form">
        <TextField
          label={PASSKEY_TEXTS.name}
          placeholder={PASSKEY_TEXTS.namePlaceholder}
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
        />
        <div className="mfa__actions">
          <Button variant="secondary" onClick={() => void register()} loading={busy}>
            {PASSKEY_TEXTS.add}
          </Button>
        </div>
      </div>
    </>
  );
}
