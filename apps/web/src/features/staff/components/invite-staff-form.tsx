import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import {
  consoleSays,
  STAFF_MESSAGES,
  STAFF_TYPE_LABELS,
  STAFF_TYPES,
  staffInviteRequestSchema,
} from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useInviteStaffMutation } from '../api/staff-api';
import { STAFF_INVITE_TEXTS as T } from '../lib/staff-texts';

const EMPTY = { email: '', first_name: '', last_name: '', user_type: '' as never };

/** Creates the account and mails its set-password link. */
export function InviteStaffForm() {
  const [invite, { isLoading }] = useInviteStaffMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffInviteRequestSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const result = await invite(values);
    if (result.error) {
      const message = errorMessage(result.error);
      if (message === STAFF_MESSAGES.exists) setError('email', { message }, { shouldFocus: true });
      else toast.error(message);
      return;
    }
    toast.success(T.sent(consoleSays(result.data.message), result.data.data.email));
    reset(EMPTY);
  });

  return (
    <form className="staff-invite" onSubmit={onSubmit} noValidate aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title" className="staff__card-title">
        {T.title}
      </h2>
      <div className="staff-invite__fields">
        <TextField
          label={T.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label={T.firstName} error={errors.first_name?.message} {...register('first_name')} />
        <TextField label={T.lastName} error={errors.last_name?.message} {...register('last_name')} />
        <SelectField
          label={T.type}
          options={STAFF_TYPES.map((value) => ({ value, label: STAFF_TYPE_LABELS[value] }))}
          emptyOption={T.chooseType}
          error={errors.user_type?.message}
          {...register('user_type')}
        />
      </div>
      <div className="staff-invite__actions">
        <Button type="submit" loading={isLoading}>
          {T.send}
        </Button>
      </div>
    </form>
  );
}
