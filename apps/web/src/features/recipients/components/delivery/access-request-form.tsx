import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PORTAL_TEXTS, RECIPIENT_TEXTS, recipientAccessRequestSchema } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import type { RecipientDelivery } from '@/features/recipients/api/recipients-api';
import { useRequestColleagueAccessMutation } from '@/features/recipients/api/recipients-api';
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
        {RECIPIENT_TEXTS.requestAccess}
      </h2>
      <p className="portal-muted">{PORTAL_TEXTS.accessIntro}</p>
      <form
        className="portal-access__form"
        onSubmit={onSubmit}
        noValidate
        aria-label={RECIPIENT_TEXTS.requestAccess}
      >
        <TextField
          label={RECIPIENT_TEXTS.colleagueLabel}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@company.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={isLoading}>
          {RECIPIENT_TEXTS.sendRequest}
        </Button>
      </form>
      <p className="portal-sent" role="status">
        {sent ?? ''}
      </p>
      <OpenRequests deliveryId={deliveryId} requests={requests} onWithdrawn={setSent} />
    </section>
  );
}
