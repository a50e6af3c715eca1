import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { FILE_REQUEST_TEXTS, RECIPIENT_TEXTS } from '@ops/contracts';
import { CodeField } from '@/shared/code-entry/code-field';
import { SendCode } from '@/shared/code-entry/send-code';
import { useCodeForm } from '@/shared/code-entry/use-code-form';
import { Button } from '@/shared/ui/button';
import {
  useRequestLinkCodeMutation,
  useVerifyRequestLinkMutation,
} from '@/features/file-requests/api/request-link-api';
import { startContactSession } from '@/shared/session/contact-session';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';
import { PageTitle, RequestShell } from './request-shell';

function CodeForm({ token }: { token: string }) {
  const [verify, { isLoading }] = useVerifyRequestLinkMutation();
  const { register, errors, isSubmitting, onSubmit } = useCodeForm('code', async (code) => {
    const result = await verify({ token, code });
    if (result.error) return result.error;
    const { token: bearer, email, expires_at, request_id, message } = result.data;
    startContactSession({ token: bearer, email, expiresAt: expires_at, requestId: request_id, link: token });
    toast.success(message);
    return undefined;
  });

  return (
    <form className="fr-portal__form" onSubmit={onSubmit} noValidate aria-label={FR_TEXTS.codeForm}>
      <CodeField className="fr-portal__code" error={errors.code?.message} {...register('code')} />
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
        <SendCode
          sent={sent}
          loading={isLoading}
          error={error}
          onSend={send}
          className="fr-portal__code-request"
          sentClassName="fr-portal__sent"
        />
        {sent && <CodeForm token={token} />}
      </section>
    </RequestShell>
  );
}
