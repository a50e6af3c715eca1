import { consoleTexts } from '../i18n/console-texts.js';
/** What the second factor's screens and answers say (decision 0020). */
export const MFA_MESSAGES = /* @__PURE__ */ consoleTexts('mfaMessages', {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  codeAlreadyUsed: 'That code was already used. Wait for the next code in your authenticator app.',
  recoveryCodeUsed: 'That recovery code was already used. Each recovery code works once.',
  mfaTokenExpired: 'Your sign-in took too long. Enter your e-mail and password again.',
  totpNotStarted: 'Start setting up the authenticator app first.',
  totpAlreadyOn: 'An authenticator app is already set up. Turn it off before setting up another.',
  totpTurnedOn: 'Authenticator app turned on.',
  totpTurnedOff: 'Authenticator app turned off.',
  noSecondFactor: 'This account has no second factor.',
  mustEnrol: 'Set up a second factor to continue.',
  policySaved: 'Sign-in policy saved.',
  policyNeedsOwnFactor: 'Set up your own second factor before requiring one of everyone.',
  factorsReset: 'Second factors reset. The colleague was told by e-mail.',
  passkeyNotStarted: 'Start adding the passkey again.',
  passkeyRefused: 'The passkey could not be verified. Try again.',
  passkeyUnknown: 'This passkey is not registered for your account.',
  passkeyAdded: 'Passkey added.',
  passkeyRemoved: 'Passkey removed.',
  passkeyNotFound: 'Passkey not found.',
  staffNotFound: 'Staff account not found.',
});

export const RECOVERY_CODE_COUNT = 10;
