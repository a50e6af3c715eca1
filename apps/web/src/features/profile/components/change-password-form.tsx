import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { changePasswordFormSchema } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { renewSession } from '@/shared/session/session-storage';
import { Button } from '@/shared/ui/button';
import { PasswordField } from '@/shared/ui/password-field';
import { useFlash } from '@/shared/ui/use-flash';
import { useResetPasswordMutation } from '../api/profile-api';
import { PASSWORD_TEXTS, PROFILE_TEXTS } from '../lib/profile-texts';

const EMPTY = { old_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const [saved, flashSaved] = useFlash(1000);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(
    async ({ old_password, new_password }) => {
      const result = await resetPassword({ password: old_password, new_password });
      if (result.error) {
        setError('old_password', { message: errorMessage(result.error) });
        return;
      }
      renewSession(result.data.token.access_token);
      toast.success(result.data.message);
      reset(EMPTY);
      flashSaved();
    },
    (invalid) => {
      // Section 5: a mismatch clears the confirmation so it is typed again. The mismatch is the schema's only
      // refusal of the confirmation: no comparison of its words, which a console catalogue may translate.
      if (invalid.confirm_password) {
        setValue('confirm_password', '');
      }
    },
  );

  return (
    <form className="password-form" onSubmit={onSubmit} noValidate aria-label={PROFILE_TEXTS.passwordTab}>
      <PasswordField
        label={PASSWORD_TEXTS.current}
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <PasswordField
        label={PASSWORD_TEXTS.new}
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <PasswordField
        label={PASSWORD_TEXTS.confirm}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <p className="password-form__hint">{PASSWORD_TEXTS.hint}</p>
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={() => reset(EMPTY)}>
          {PROFILE_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={isLoading || isSubmitting}>
          {saved ? PROFILE_TEXTS.saved : PROFILE_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
