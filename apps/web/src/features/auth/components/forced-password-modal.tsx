import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { forcedPasswordFormSchema, SECOND_FACTOR_SETUP_PATH } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { renewSession } from '@/shared/session/session-storage';
import { useLogout } from '@/shared/session/use-logout';
import { useAppDispatch } from '@/shared/state/hooks';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { PasswordField } from '@/shared/ui/password-field';
import { useChangeTemporaryPasswordMutation } from '../api/auth-api';
import { FORCED_TEXTS as T } from '../lib/auth-texts';

/**
 * Shown over every signed-in page while the account still has its temporary password. Once it is changed,
 * the router goes to /deliver (a route of the app, so it holds under hash routes and any base path) and
 * `onPasswordChanged` lifts the modal.
 */
export function ForcedPasswordModal({ onPasswordChanged }: { onPasswordChanged: () => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangeTemporaryPasswordMutation();
  const { logout, isLoggingOut } = useLogout();
  const {
    register,
    handleSubmit,
    getValues,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forcedPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    const result = await changePassword({ password });
    if (result.error) {
      setError('password', { message: errorMessage(result.error) });
      return;
    }
    renewSession(result.data.token.access_token, result.data.is_verified);
    // An OA requires a second factor this account has not set up: its session can only enrol one next.
    if (result.data.mfa_setup_required) {
      await navigate(SECOND_FACTOR_SETUP_PATH, { replace: true });
      return;
    }
    // The profile was read before the change: it is read again with the new token, as a fresh page would.
    dispatch(api.util.invalidateTags(['Profile']));
    await navigate('/deliver');
    onPasswordChanged();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Section 5: both fields empty does nothing.
    if (!getValues('password') && !getValues('confirm_password')) {
      event.preventDefault();
      clearErrors();
      return;
    }
    void submit(event);
  };

  return (
    <Modal title={T.title} description={T.sub} testId="forced-password-modal">
      <form className="modal__form" onSubmit={onSubmit} noValidate aria-label={T.title}>
        <PasswordField
          label={T.password}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={T.confirm}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <div className="modal__actions">
          <Button variant="secondary" onClick={() => void logout()} loading={isLoggingOut}>
            {T.logout}
          </Button>
          <Button type="submit" loading={isLoading || isSubmitting}>
            {T.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
