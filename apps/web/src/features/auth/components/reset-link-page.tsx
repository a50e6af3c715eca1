import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { MESSAGES, resetLinkFormSchema } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { PasswordField } from '@/shared/ui/password-field';
import { useChangePasswordWithLinkMutation } from '../api/auth-api';
import { RESET_TEXTS as T } from '../lib/auth-texts';
import { AuthShell } from './auth-shell';

/** 'Update password' from the e-mailed link; the link's token arrives as the query parameter q. */
export function ResetLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [changePassword, { isLoading }] = useChangePasswordWithLinkMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetLinkFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const q = params.get('q');
    if (!q) {
      toast.error(MESSAGES.resetLinkInvalid);
      return;
    }
    const result = await changePassword({ password, q });
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(result.data.message);
    await navigate('/', { replace: true });
  });

  return (
    <AuthShell title={T.title} subtitle={T.sub}>
      <form className="auth__form" onSubmit={onSubmit} noValidate aria-label={T.title}>
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
        <Button type="submit" className="auth__submit" loading={isLoading || isSubmitting}>
          {T.title}
        </Button>
        <div className="auth__row auth__row--links">
          <Link to="/" className="auth__link">
            {T.login}
          </Link>
          <Link to="/oppsforgotpassword" className="auth__link">
            {T.resend}
          </Link>
        </div>
      </form>
    </AuthShell>
  );
}
