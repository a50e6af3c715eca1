import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { forgetPasswordRequestSchema, MESSAGES } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { useForgetPasswordMutation } from '../api/auth-api';
import { FORGOT_TEXTS as T } from '../lib/auth-texts';
import { AuthShell } from './auth-shell';
import { WorkEmailField } from './work-email-field';

function SentNotice({ email }: { email: string }) {
  const [resend, { isLoading }] = useForgetPasswordMutation();
  const onResend = async () => {
    const result = await resend({ email });
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
  };
  return (
    <AuthShell title={T.title}>
      <div className="auth__notice" data-testid="reset-link-sent">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="auth__notice-icon">
          <rect
            x="4"
            y="10"
            width="40"
            height="28"
            rx="5"
            fill="#e3f1fd"
            stroke="#2b7bc4"
            strokeWidth="2.5"
          />
          <path d="m6 13 18 13 18-13" fill="none" stroke="#2b7bc4" strokeWidth="2.5" />
        </svg>
        <p className="auth__notice-text">{MESSAGES.checkInbox}</p>
        <p className="auth__notice-email">{email}</p>
      </div>
      <div className="auth__stack">
        <Button onClick={onResend} loading={isLoading}>
          {T.resend}
        </Button>
        <Link to="/" className="auth__link auth__link--center">
          {T.login}
        </Link>
      </div>
    </AuthShell>
  );
}

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, { isLoading }] = useForgetPasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgetPasswordRequestSchema), defaultValues: { email: '' } });

  if (sentTo) return <SentNotice email={sentTo} />;

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await send({ email });
    if (result.error) setError('email', { message: errorMessage(result.error) });
    else setSentTo(email);
  });

  return (
    <AuthShell title={T.title} subtitle={T.sub}>
      <form className="auth__form" onSubmit={onSubmit} noValidate aria-label={T.title}>
        <WorkEmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" className="auth__submit" loading={isLoading || isSubmitting}>
          {T.send}
        </Button>
        <Link to="/" className="auth__link auth__link--center">
          {T.login}
        </Link>
      </form>
    </AuthShell>
  );
}
