import { useNavigate } from 'react-router';
import { toast } from 'react-hot-toast';
import { RECIPIENT_TEXTS } from '@ops/contracts';
import { CodeField } from '@/shared/code-entry/code-field';
import { useCodeForm } from '@/shared/code-entry/use-code-form';
import { startRecipientSession } from '@/shared/session/recipient-session';
import { Button } from '@/shared/ui/button';
import { PasswordField } from '@/shared/ui/password-field';
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
  const { register, errors, isSubmitting, onSubmit } = useCodeForm(
    mode === 'code' ? 'code' : 'secure_key',
    async (value) => {
      const result = await verify(mode === 'code' ? { token, code: value } : { token, secure_key: value });
      if (result.error) return result.error;
      const { token: bearer, email, expires_at, delivery_id, message } = result.data;
      startRecipientSession({ token: bearer, email, expiresAt: expires_at });
      toast.success(message);
      await navigate(deliveryPath(delivery_id), { replace: true });
      return undefined;
    },
  );

  return (
    <form className="portal-form" onSubmit={onSubmit} noValidate aria-label={RECIPIENT_TEXTS.openTitle}>
      {mode === 'code' ? (
        <CodeField className="portal-code" error={errors.code?.message} {...register('code')} />
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
