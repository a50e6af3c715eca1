import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { loginRequestSchema, MESSAGES } from '@ops/contracts';
import { errorMessage, isApiError } from '../../../shared/api/base-query';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import {
  restorePersistentSession,
  startSession,
  takeRedirect,
} from '../../../shared/session/session-storage';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextField } from '../../../shared/ui/text-field';
import { useLoginMutation } from '../api/auth-api';
import { landingPath } from '../lib/landing-path';
import { AuthShell } from './auth-shell';

export function LoginPage() {
  const navigate = useNavigate();
  // Decided once on arrival: a valid persistent (or current) token skips the form.
  const [alreadySignedIn] = useState(restorePersistentSession);
  const [login, { isLoading }] = useLoginMutation();
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(loginRequestSchema, {
    username: '',
    password: '',
    stay_logged_in: false,
  });

  if (alreadySignedIn) return <Navigate to="/deliver" replace />;

  const onSubmit = handleSubmit(async (values) => {
    const result = await login(values);
    if (result.error) {
      const message = errorMessage(result.error);
      const wrongPassword =
        (isApiError(result.error) && result.error.status === 401) || message === MESSAGES.incorrectPassword;
      setError(wrongPassword ? 'password' : 'username', message);
      return;
    }
    const { token, is_verified, user_type } = result.data;
    startSession({ token: token.access_token, isVerified: is_verified, persist: values.stay_logged_in });
    toast.success(MESSAGES.successfullyLoggedIn);
    await navigate(takeRedirect() ?? landingPath(user_type), { replace: true });
  });

  return (
    <AuthShell title="Operations Login" subtitle="Sign in with your work e-mail to continue.">
      <form className="auth__form" onSubmit={onSubmit} noValidate aria-label="Operations Login">
        <TextField
          label="Work e-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="name@company.com"
          error={errors.username}
          {...register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password}
          {...register('password')}
        />
        <div className="auth__row">
          <label className="auth__check">
            <input type="checkbox" {...register('stay_logged_in')} />
            <span>Stay logged in</span>
          </label>
          <Link to="/oppsforgotpassword" className="auth__link">
            Forgot Password
          </Link>
        </div>
        <Button type="submit" className="auth__submit" loading={isLoading || isSubmitting}>
          Login
        </Button>
      </form>
    </AuthShell>
  );
}
