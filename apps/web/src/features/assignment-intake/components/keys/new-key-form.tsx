import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { createIntegrationKeyRequestSchema } from '@ops/contracts';
import type { CreateIntegrationKeyResponse } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useCreateIntegrationKeyMutation } from '@/features/assignment-intake/api/intake-api';
import { KEY_TEXTS } from '@/features/assignment-intake/lib/intake-texts';

/** Names and creates a key; the answer carries the secret, which only the caller sees. */
export function NewKeyForm({ onCreated }: { onCreated: (created: CreateIntegrationKeyResponse) => void }) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(createIntegrationKeyRequestSchema),
    defaultValues: { name: '' },
  });
  const [create, { isLoading }] = useCreateIntegrationKeyMutation();

  const onSubmit = handleSubmit(async ({ name }) => {
    const result = await create(name);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    reset();
    onCreated(result.data);
  });

  return (
    <form className="intake-key-form" onSubmit={onSubmit} noValidate aria-label={KEY_TEXTS.form}>
      <TextField
        label={KEY_TEXTS.name}
        placeholder={KEY_TEXTS.namePlaceholder}
        autoComplete="off"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" loading={isLoading}>
        {KEY_TEXTS.create}
      </Button>
    </form>
  );
}
