import { useState } from 'react';
import { MESSAGES } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { PasswordField } from '@/shared/ui/password-field';
import { MFA_TEXTS } from '../lib/mfa-texts';

/** Asks for the password again before a factor is weakened; `onSubmit` answers an error message or nothing. */
export function PasswordCheckForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (password: string) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(MESSAGES.emptyPassword);
      return;
    }
    setBusy(true);
    const problem = await onSubmit(password);
    setBusy(false);
    if (problem) setError(problem);
  };

  return (
    <form className="mfa__form" onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <PasswordField
        label={MFA_TEXTS.password}
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="mfa__actions">
        <Button variant="secondary" onClick={onCancel}>
          {MFA_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
