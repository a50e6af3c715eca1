import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { PasswordField } from '@/shared/ui/password-field';
import { LOGIN_TEXTS as T } from '../lib/login-texts';
import { AuthShell } from './auth-shell';
import { WorkEmailField } from './work-email-field';

type LoginField = 'username' | 'password' | 'stay_logged_in';
type InputProps = Omit<ComponentProps<'input'>, 'type'>;

interface LoginViewProps {
  /** Each input's props: the form's `register`, or just its name for the first paint. */
  field: (name: LoginField) => InputProps;
  errors?: Partial<Record<LoginField, string>>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  /** False when single sign-on has turned the password form off. */
  passwordSignIn?: boolean;
  sso?: ReactNode;
  /**
   * The page as the server sends it, before the app's code has run (decision 0034): it shows the form, but
   * nothing typed into it would survive the app replacing it, so its fields are read-only and it cannot be
   * sent (implicit submission stops at a disabled button, so no password ever goes out in an address).
   */
  firstPaint?: boolean;
}

/** The login page's card: the one markup for the app's page and the page the server sends first. */
export function LoginView({
  field,
  errors = {},
  onSubmit,
  submitting = false,
  passwordSignIn = true,
  sso,
  firstPaint = false,
}: LoginViewProps) {
  return (
    <AuthShell title={T.title} subtitle={T.sub}>
      {sso}
      {/* POST: were the served form ever sent natively, no password would travel in an address. */}
      <form
        className="auth__form"
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label={T.title}
        hidden={!passwordSignIn}
      >
        <WorkEmailField error={errors.username} readOnly={firstPaint || undefined} {...field('username')} />
        <PasswordField
          label={T.password}
          autoComplete="current-password"
          error={errors.password}
          readOnly={firstPaint || undefined}
          {...field('password')}
        />
        <div className="auth__row">
          <label className="auth__check">
            <input type="checkbox" disabled={firstPaint || undefined} {...field('stay_logged_in')} />
            <span>{T.stay}</span>
          </label>
          <Link to="/oppsforgotpassword" className="auth__link">
            {T.forgot}
          </Link>
        </div>
        <Button type="submit" className="auth__submit" loading={submitting} disabled={firstPaint}>
          {T.login}
        </Button>
      </form>
    </AuthShell>
  );
}
