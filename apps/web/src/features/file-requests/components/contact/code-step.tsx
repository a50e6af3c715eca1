import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import {
  FILE_REQUEST_TEXTS,
  PORTAL_TEXTS,
  RECIPIENT_CODE_PATTERN,
  RECIPIENT_MESSAGES,
  RECIPIENT_TEXTS,
} from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import {
  useRequestLinkCodeMutation,
  useVerifyRequestLinkMutation,
} from '@/features/file-requests/api/request-link-api';
import { startContactSession } from '@/features/file-requests/lib/contact-session';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';
import { PageTitle, RequestShell } from './request-shell';

function CodeForm({ token }: { token: string }) {
  const [verify, { isLoading }] = useVerifyRequestLinkMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' } });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    const digits = code.replace(/\s+/g, '');
    if (!RECIPIENT_CODE_PATTERN.test(digits)) {
      setError('code', { message: RECIPIENT_MESSAGES.codeRequired }, { shouldFocus: true });
      return;
    }
    const result = await verify({ token, code: digits });
    if (result.error) {
      setError('code', { message: errorMessage(result.error) }, { shouldFocus: true });
      return;
    }
    const { token: bearer, email, expires_at, request_id, message } = result.data;
    startContactSession({ token: bearer, email, expiresAt: expires_at, requestId: request_id, link: token });
    toast.success(message);
  });

  return (
    <form className="fr-portal__form" onSubmit={onSubmit} noValidate aria-label={FR_TEXTS.codeForm}>
      <TextField
        label={RECIPIENT_TEXTS.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        spellCheck={false}
        className="fr-portal__code"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" loading={isLoading || isSubmitting}>
        {RECIPIENT_TEXTS.open}
      </Button>
    </form>
  );
}

/**
 * The request link's first page. Opening it asks nothing of the server (mail scanners prefetch links): the
 * contact asks for a one-time code, then enters it, as on a personal link (decision 0039).
 */
export function CodeStep({ token }: { token: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const [requestCode, { isLoading, error }] = useRequestLinkCodeMutation();

  const send = async () => {
    const result = await requestCode({ token });
    if (!result.error) setSent(result.data.message);
  };

  return (
    <RequestShell>
      <section className="fr-portal__card" aria-labelledby="request-code-title">
        <PageTitle id="request-code-title">{FILE_REQUEST_TEXTS.pageTitle}</PageTitle>
        <p className="fr-portal__muted">{FR_TEXTS.codeIntro}</p>
        <div className="fr-portal__code-request">
          <Button variant={sent ? 'secondary' : 'primary'} loading={isLoading} onClick={send}>
            {sent ? PORTAL_TEXTS.sendAgain : RECIPIENT_TEXTS.sendCode}
          </Button>
          <p className="fr-portal__sent" role="status">
            {sent && !isLoading && !error ? sent : ''}
          </p>
          {error && !isLoading && (
            <p className="field__error" role="alert">
              {errorMessage(error)}
            </p>
          )}
        </div>
        {sent && <CodeForm token={token} />}
      </section>
    </RequestShell>
  );
}
