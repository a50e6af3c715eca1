import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-hot-toast';
import { RECIPIENT_CODE_PATTERN, RECIPIENT_MESSAGES, RECIPIENT_TEXTS } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { startRecipientSession } from '@/shared/session/recipient-session';
import { Button } from '@/shared/ui/button';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useVerifyRecipientLinkMutation } from '@/features/recipients/api/recipients-api';
import { deliveryPath } from '@/features/recipients/lib/paths';

export type VerifyMode = 'code' | 'key';

interface VerifyFormProps {
  token: string;
  mode: VerifyMode;
}

/** The e-mailed code (or the secure key) for the link; a success opens the delivery the link was for. */
export function VerifyForm({ token, mode }: VerifyFormProps) {
  const navigate = useNavigate();
  const [verify, { isLoading }] = useVerifyRecipientLinkMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '', secure_key: '' } });
  const field = mode === 'code' ? 'code' : 'secure_key';

  // The field just shown takes the focus (after the code is sent, or on switching to the key).
  useEffect(() => setFocus(field), [field, setFocus]);

  const onSubmit = handleSubmit(async ({ code, secure_key }) => {
    const digits = code.replace(/\s+/g, '');
    const key = secure_key.trim();
    if (mode === 'code' ? !RECIPIENT_CODE_PATTERN.test(digits) : !key) {
      setError(field, { message: RECIPIENT_MESSAGES.codeRequired }, { shouldFocus: true });
      return;
    }
    const result = await verify(mode === 'code' ? { token, code: digits } : { token, secure_key: key });
    if (result.error) {
      setError(field, { message: errorMessage(result.error) }, { shouldFocus: true });
      return;
    }
    const { token: bearer, email, expires_at, delivery_id, message } = result.data;
    startRecipientSession({ token: bearer, email, expiresAt: expires_at });
    toast.success(message);
    await navigate(deliveryPath(delivery_id), { replace: true });
  });

  return (
    <form className="portal-form" onSubmit={onSubmit} noValidate aria-label={RECIPIENT_TEXTS.openTitle}>
      {mode === 'code' ? (
        <TextField
          label={RECIPIENT_TEXTS.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          spellCheck={false}
          className="portal-code"
          error={errors.code?.message}
          {...register('code')}
        />
      ) : (
        <PasswordField
          label={RECIPIENT_TEXTS.secureKeyLabel}
          autoComplete="off"
          spellCheck={false}
          error={errors.secure_key?.message}
          {...register('secure_key')}
        />
      )}
      <Button type="submit" loading={isLoading || isSubmitting}>
        {RECIPIENT_TEXTS.open}
      </Button>
    </form>
  );
}
