import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { createFileRequestSchema, FILE_REQUEST_EXTENSIONS, FILE_REQUEST_TEXTS, utcDay } from '@ops/contracts';
import type { z } from 'zod';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { ComboField } from '@/shared/ui/combo-field';
import { FieldError } from '@/shared/ui/field-error';
import { Modal } from '@/shared/ui/modal';
import { SelectField } from '@/shared/ui/select-field';
import { TextareaField } from '@/shared/ui/textarea-field';
import { TextField } from '@/shared/ui/text-field';
import {
  useCreateFileRequestMutation,
  useGetRequestClientsQuery,
  useGetRequestClientUsersQuery,
} from '@/features/file-requests/api/file-requests-api';
import { formatLimit } from '@/features/file-requests/lib/format';
import { SIZE_CHOICES, FR_TEXTS } from '@/features/file-requests/lib/texts';
import { CreatedLink } from './created-link';

type FormInput = z.input<typeof createFileRequestSchema>;
type FormOutput = z.output<typeof createFileRequestSchema>;

// The same words as the contact's page and the server's refusal: '1,024 MB'.
const SIZE_OPTIONS = SIZE_CHOICES.map((mb) => ({ value: String(mb), label: formatLimit(mb) }));

const defaults = (): FormInput => ({
  client_id: undefined,
  email: '',
  title: '',
  // The server checks the due date against the UTC day.
  due_date: utcDay(Date.now(), 14),
  extensions: [...FILE_REQUEST_EXTENSIONS],
  max_size_mb: 1024,
  message: '',
});

/** The client's users as suggestions for the contact: any other address may be typed. */
function ContactSuggestions({ id, clientId }: { id: string; clientId: number | null }) {
  const { data: users } = useGetRequestClientUsersQuery(clientId ?? 0, { skip: !clientId });
  return (
    <datalist id={id} data-testid="contact-suggestions">
      {(users ?? []).map((user) => (
        <option key={user.id} value={user.email}>
          {user.username}
        </option>
      ))}
    </datalist>
  );
}

/** New request: client, contact, title, due date, allowed types, largest file and a message. */
export function NewRequestModal({ onClose }: { onClose: () => void }) {
  const listId = useId();
  const typesId = useId();
  const { data: clients, isLoading: loadingClients } = useGetRequestClientsQuery();
  const [create, { isLoading }] = useCreateFileRequestMutation();
  const [created, setCreated] = useState<{ link: string; message: string } | null>(null);
  // The first day the server takes, as the modal opens.
  const [today] = useState(() => utcDay(Date.now()));
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createFileRequestSchema),
    defaultValues: defaults(),
  });
  const clientId = useWatch({ control, name: 'client_id' }) as number | undefined;
  const clientOptions = useMemo(
    () => (clients ?? []).map((c) => ({ value: c.id, label: c.company_name })),
    [clients],
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await create(values);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    setCreated({ link: result.data.link, message: result.data.message });
  });

  const extensionsError = errors.extensions?.message ?? errors.extensions?.root?.message;

  return (
    <Modal title={FILE_REQUEST_TEXTS.create} onClose={onClose} size="wide" testId="new-file-request">
      {created ? (
        <CreatedLink link={created.link} message={created.message} onDone={onClose} />
      ) : (
        <form className="fr-form" onSubmit={onSubmit} noValidate aria-label={FILE_REQUEST_TEXTS.create}>
          <Controller
            control={control}
            name="client_id"
            render={({ field }) => (
              <ComboField<number>
                label={FR_TEXTS.clientLabel}
                name="client_id"
                value={(field.value as number | undefined) ?? null}
                options={clientOptions}
                loading={loadingClients}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={errors.client_id?.message}
              />
            )}
          />
          <TextField
            label={FR_TEXTS.contactLabel}
            type="email"
            autoComplete="off"
            list={listId}
            error={errors.email?.message}
            {...register('email')}
          />
          <p className="fr-form__hint">{FR_TEXTS.contactHint}</p>
          <ContactSuggestions id={listId} clientId={clientId ?? null} />
          <TextField label={FR_TEXTS.titleLabel} error={errors.title?.message} {...register('title')} />
          <div className="fr-form__row">
            <TextField
              label={FR_TEXTS.dueLabel}
              type="date"
              min={today}
              error={errors.due_date?.message}
              {...register('due_date')}
            />
            <SelectField
              label={FR_TEXTS.sizeLabel}
              options={SIZE_OPTIONS}
              error={errors.max_size_mb?.message}
              {...register('max_size_mb', { setValueAs: (v: string | number) => Number(v) })}
            />
          </div>
          <fieldset
            className="fr-form__types"
            aria-describedby={extensionsError ? `${typesId}-error` : undefined}
          >
            <legend className="field__label">{FR_TEXTS.typesLabel}</legend>
            <div className="fr-form__type-actions">
              <Button
                variant="ghost"
                className="btn--small"
                onClick={() => setValue('extensions', [...FILE_REQUEST_EXTENSIONS], { shouldValidate: true })}
              >
                {FR_TEXTS.allTypes}
              </Button>
              <Button
                variant="ghost"
                className="btn--small"
                onClick={() => setValue('extensions', [], { shouldValidate: true })}
              >
                {FR_TEXTS.noTypes}
              </Button>
            </div>
            <div className="fr-form__type-list">
              {FILE_REQUEST_EXTENSIONS.map((ext) => (
                <label key={ext} className="fr-form__type">
                  <input type="checkbox" value={ext} {...register('extensions')} />
                  <span>.{ext}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${typesId}-error`} message={extensionsError} testId="extensions-error" />
          </fieldset>
          <TextareaField
            label={FR_TEXTS.messageLabel}
            rows={3}
            error={errors.message?.message}
            {...register('message')}
          />
          <div className="fr-modal__actions">
            <Button variant="secondary" onClick={onClose}>
              {FR_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={isLoading}>
              {FR_TEXTS.createSubmit}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
