import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { MESSAGES } from '@ops/contracts';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import { hasStoredToken } from '@/shared/session/stored-token';
import { Spinner } from '@/shared/ui/spinner';
import { useLoginMutation } from '../api/auth-api';
import { useFinishSignIn } from '../lib/finish-sign-in';
import { LoginView } from './login-view';
import type { SecondStep } from './second-factor-step';
import { SsoSignIn, usePasswordSignIn } from './sso-sign-in';

// The form's schema loads when a field is first focused, not in the page's first bundle (issue 23).
const loadLoginSchema = () => import('../api/auth-schemas').then((m) => m.loginRequestSchema);

// Loaded only when a sign-in needs it, so the login page's first bundle stays small.
const SecondFactorStep = lazy(() => import('./second-factor-step'));

/** Whether a valid persistent (or current) token skips the form; null while a stored one is checked. */
function useAlreadySignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(() => (hasStoredToken() ? null : false));
  useEffect(() => {
    if (signedIn !== null) return;
    let current = true;
    void import('@/shared/session/session-storage').then(({ restorePersistentSession }) => {
      if (current) setSignedIn(restorePersistentSession());
    });
    return () => {
      current = false;
    };
  }, [signedIn]);
  return signedIn;
}

export function LoginPage() {
  // Decided once on arrival: a valid persistent (or current) token skips the form.
  const alreadySignedIn = useAlreadySignedIn();
  const [login, { isLoading }] = useLoginMutation();
  const finishSignIn = useFinishSignIn();
  // The password was right and the account has a second factor (decision 0020).
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const passwordSignIn = usePasswordSignIn();
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(loadLoginSchema, {
    username: '',
    password: '',
    stay_logged_in: false,
  });

  if (alreadySignedIn) return <Navigate to="/deliver" replace />;
  if (alreadySignedIn === null) return <Spinner />;

  const onSubmit = handleSubmit(async (values) => {
    const result = await login(values);
    if (result.error) {
      const message = errorMessage(result.error);
      const wrongPassword =
        (isApiError(result.error) && result.error.status === 401) || message === MESSAGES.incorrectPassword;
      setError(wrongPassword ? 'password' : 'username', message);
      return;
    }
    if (!result.data.success) {
      const { mfa_token, methods } = result.data;
      setSecondStep({ mfaToken: mfa_token, methods, persist: values.stay_logged_in });
      return;
    }
    await finishSignIn(result.data, values.stay_logged_in);
  });

  if (secondStep) {
    return (
      <Suspense fallback={<Spinner />}>
        <SecondFactorStep step={secondStep} onRestart={() => setSecondStep(null)} />
      </Suspense>
    );
  }

  return (
    <LoginView
      field={register}
      errors={errors}
      onSubmit={onSubmit}
      submitting={isLoading || isSubmitting}
      passwordSignIn={passwordSignIn}
      sso={<SsoSignIn />}
    />
  );
}
