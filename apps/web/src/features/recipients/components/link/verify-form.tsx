import { useNavigate } from 'react-router';
import { toast } from 'react-hot-toast';
import { portalMessages } from '@ops/contracts';
import { CodeField } from '@/shared/code-entry/code-field';
import { useCodeForm } from '@/shared/code-entry/use-code-form';
import { startRecipientSession } from '@/shared/session/recipient-session';
import { Button } from '@/shared/ui/button';
import { PasswordField } from '@/shared/ui/password-field';
import { useTranslator } from '@/shared/i18n/language-context';
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
  const { t, text, maybeText, adoptSession } = useTranslator();
  const { register, errors, isSubmitting, onSubmit } = useCodeForm(
    mode === 'code' ? 'code' : 'secure_key',
    async (value) => {
      const browser_languages = [...navigator.languages];
      const result = await verify(
        mode === 'code'
          ? { token, code: value, browser_languages }
          : { token, secure_key: value, browser_languages },
      );
      if (result.error) return result.error;
      const {
        token: bearer,
        email,
        expires_at,
        delivery_id,
        message,
        language,
        client_language,
      } = result.data;
      startRecipientSession({ token: bearer, email, expiresAt: expires_at });
      adoptSession({ language, client_language });
      toast.success(text(message));
      await navigate(deliveryPath(delivery_id), { replace: true });
      return undefined;
    },
  );

  return (
    <form className="portal-form" onSubmit={onSubmit} noValidate aria-label={t(portalMessages.openTitle)}>
      {mode === 'code' ? (
        <CodeField className="portal-code" error={errors.code?.message} {...register('code')} />
      ) : (
        <PasswordField
          label={t(portalMessages.secureKeyLabel)}
          toggleLabels={{ show: t(portalMessages.showCharacters), hide: t(portalMessages.hideCharacters) }}
          autoComplete="off"
          spellCheck={false}
          error={maybeText(errors.secure_key?.message)}
          {...register('secure_key')}
        />
      )}
      <Button type="submit" loading={isLoading || isSubmitting}>
        {t(portalMessages.open)}
      </Button>
    </form>
  );
}
