import { consoleTexts } from '@ops/contracts';

// The signed-out pages' words after the login page (decision 0043); they load with those pages.

/** The reset request. */
export const FORGOT_TEXTS = /* @__PURE__ */ consoleTexts('auth.forgot', {
  title: 'Forgot Password',
  sub: 'Enter your work e-mail and we will send you a reset link.',
  send: 'Send Link',
  resend: 'Resend Verification',
  login: 'Login',
});

/** 'Update password' from the e-mailed link. */
export const RESET_TEXTS = /* @__PURE__ */ consoleTexts('auth.reset', {
  title: 'Update Password',
  sub: 'Choose a new password for your account.',
  password: 'Password',
  confirm: 'Confirm password',
  login: 'Login',
  resend: 'Resend Link',
});

/** The modal that replaces a temporary password. */
export const FORCED_TEXTS = /* @__PURE__ */ consoleTexts('auth.forced', {
  title: 'Update Your Password',
  sub: 'Your account still uses a temporary password. Choose a new one to continue.',
  password: 'New password',
  confirm: 'Confirm password',
  logout: 'Logout',
  submit: 'Change Password',
});

/** The sign-in's second step. */
export const SECOND_STEP_TEXTS = /* @__PURE__ */ consoleTexts('auth.mfa', {
  title: 'Two-step sign-in',
  codeSub: 'Enter the code from your authenticator app to continue.',
  passkeySub: 'Use your passkey to continue.',
  passkey: 'Use a passkey',
  cancelled: 'The passkey was not used. Try again, or enter a code.',
  recovery: 'Recovery code',
  code: 'Authentication code',
  useApp: 'Use the code from your authenticator app',
  useRecovery: 'Use a recovery code instead',
  again: 'Sign in again',
  verify: 'Verify',
  back: 'Back to sign-in',
});
