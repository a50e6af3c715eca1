import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, webhookCreateRequestSchema } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { FieldError } from '@/shared/ui/field-error';
import { TextField } from '@/shared/ui/text-field';
import { useCreateWebhookMutation } from '@/features/assignment-intake/api/webhooks-api';
import { WEBHOOK_TEXTS } from '@/features/assignment-intake/lib/webhook-texts';

/** Adds an endpoint: its URL, what it is for and the events it hears; the answer carries its secret. */
export function NewWebhookForm({
  onCreated,
}: {
  onCreated: (created: { url: string; secret: string }) => void;
}) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(webhookCreateRequestSchema),
    defaultValues: { url: '', description: '', events: [...WEBHOOK_EVENTS] },
  });
  const [create, { isLoading }] = useCreateWebhookMutation();

  const onSubmit = handleSubmit(async (body) => {
    const result = await create(body);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    reset();
    toast.success(result.data.message);
    onCreated({ url: result.data.data.url, secret: result.data.secret });
  });

  return (
    <form className="webhook-form" onSubmit={onSubmit} noValidate aria-label={WEBHOOK_TEXTS.form}>
      <div className="webhook-form__fields">
        <TextField
          label={WEBHOOK_TEXTS.url}
          type="url"
          placeholder="https://workflow.example.com/hooks/console"
          autoComplete="off"
          error={formState.errors.url?.message}
          {...register('url')}
        />
        <TextField
          label={WEBHOOK_TEXTS.description}
          placeholder={WEBHOOK_TEXTS.descriptionPlaceholder}
          autoComplete="off"
          error={formState.errors.description?.message}
          {...register('description')}
        />
      </div>
      <fieldset
        className="webhook-form__events"
        aria-describedby={formState.errors.events ? 'webhook-events-error' : undefined}
      >
        <legend>{WEBHOOK_TEXTS.events}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="webhook-form__event">
            <input type="checkbox" value={event} {...register('events')} />
            <span>{WEBHOOK_EVENT_LABELS[event]}</span> <code>{event}</code>
          </label>
        ))}
        <FieldError id="webhook-events-error" message={formState.errors.events?.message} />
      </fieldset>
      <Button type="submit" loading={isLoading}>
        {WEBHOOK_TEXTS.add}
      </Button>
    </form>
  );
}
