// The paths it uses, SSO_COMPLETE_PATH and SSO_ERROR_PARAM, are in api-paths.ts: the login page's first
// bundle needs them, and these texts only once single sign-on is on.
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/** Why a single sign-on ended on the login page instead of the console. */
export const SSO_ERRORS = [
  'not_configured',
  'provider_unavailable',
  'cancelled',
  'bad_state',
  'invalid_answer',
  'unverified_email',
  'unknown_account',
  'deactivated',
  'used_or_expired',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

export const SSO_MESSAGES = /* @__PURE__ */ consoleTexts('ssoMessages', {
  signInWith: consoleMessage('Sign in with {name}', (name: string) => ({ name })),
  passwordSignInOff: consoleMessage(
    "Password sign-in is turned off for staff. Please use ''Sign in with {name}''.",
    (name: string) => ({ name }),
    (name) => `Password sign-in is turned off for staff. Please use 'Sign in with ${name}'.`,
  ),
  passwordResetOff: consoleMessage(
    'Passwords are not used here: staff sign in with {name}, which manages your password.',
    (name: string) => ({ name }),
  ),
  orDivider: 'or',
  finishing: 'Finishing your sign-in…',
  errors: {
    not_configured: 'Single sign-on is not set up for this console.',
    provider_unavailable: 'The sign-in provider cannot be reached right now. Please try again in a moment.',
    cancelled: 'The sign-in was cancelled or refused at the sign-in provider.',
    bad_state:
      'This sign-in could not be matched to the one started here, or it took too long. Please start again.',
    invalid_answer: "The sign-in provider's answer could not be verified. Please try again.",
    unverified_email:
      'Your sign-in provider has not confirmed your e-mail address, so it cannot be matched to an account.',
    unknown_account:
      'No console account uses the e-mail address of your sign-in. Ask an operations admin to invite you.',
    deactivated: 'This account has been deactivated. Please contact an operations admin.',
    used_or_expired: 'This sign-in has already been used or has expired. Please sign in again.',
  } satisfies Record<SsoError, string>,
});

/** The message for a reason read from the address bar; anything unknown reads as a generic refusal. */
export function ssoErrorMessage(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return (SSO_ERRORS as readonly string[]).includes(reason)
    ? SSO_MESSAGES.errors[reason as SsoError]
    : SSO_MESSAGES.errors.invalid_answer;
}
