import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { portalMessages, recipientAccessRequestSchema } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import type { RecipientDelivery } from '@/features/recipients/api/recipients-api';
import { useRequestColleagueAccessMutation } from '@/features/recipients/api/recipients-api';
import { useTranslator } from '@/shared/i18n/language-context';
import { OpenRequests } from './open-requests';

const accessFormSchema = recipientAccessRequestSchema.pick({ email: true });

/** Asks the sender to share the delivery with a colleague too; staff answer the request. */
export function AccessRequestForm({
  deliveryId,
  requests,
}: {
  deliveryId: number;
  requests: RecipientDelivery['requests'];
}) {
  const [request, { isLoading }] = useRequestColleagueAccessMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { t, maybeText } = useTranslator();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(accessFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setSent(null);
    const result = await request({ delivery_id: deliveryId, email });
    if (result.error) {
      setError('email', { message: errorMessage(result.error) }, { shouldFocus: true });
      return;
    }
    reset();
    setSent(result.data.message);
  });

  return (
    <section className="portal-card portal-access" aria-labelledby="request-access-title">
      <h2 id="request-access-title" className="portal-subtitle">
        {t(portalMessages.requestAccess)}
      </h2>
      <p className="portal-muted">{t(portalMessages.accessIntro)}</p>
      <form
        className="portal-access__form"
        onSubmit={onSubmit}
        noValidate
        aria-label={t(portalMessages.requestAccess)}
      >
        <TextField
          label={t(portalMessages.colleagueLabel)}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@company.com"
          error={maybeText(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" loading={isLoading}>
          {t(portalMessages.sendRequest)}
        </Button>
      </form>
      <p className="portal-sent" role="status">
        {maybeText(sent) ?? ''}
      </p>
      <OpenRequests deliveryId={deliveryId} requests={requests} onWithdrawn={setSent} />
    </section>
  );
}
