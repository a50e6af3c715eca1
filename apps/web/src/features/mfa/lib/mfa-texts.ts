import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The 'Two-step sign-in' tab: the authenticator app, passkeys, recovery codes and the OA's policy. */
export const MFA_TEXTS = /* @__PURE__ */ consoleTexts('mfa.section', {
  app: 'Authenticator app',
  on: 'On',
  off: 'Off',
  codesLeft: consoleMessage('{left} of 10 recovery codes left.', (left: number) => ({ left })),
  newCodes: 'New recovery codes',
  makeCodes: 'Make new codes',
  turnOff: 'Turn off',
  turnOffApp: 'Turn off the authenticator app',
  required: 'Your organisation requires a second factor: set one up to keep using the console.',
  optional: 'After your password, sign-in will also ask for a 6-digit code from an app on your phone.',
  setUp: 'Set up authenticator app',
  passkeys: 'Passkeys',
  passkeysHint: "Sign in with your device's fingerprint, face or PIN, or a security key, instead of a code.",
  cancel: 'Cancel',
  password: 'Your password',
});

export const PASSKEY_TEXTS = /* @__PURE__ */ consoleTexts('mfa.passkeys', {
  notAdded: 'The passkey was not added. Try again.',
  removeNamed: consoleMessage('Remove {name}', (name: string) => ({ name })),
  removePasskey: 'Remove passkey',
  added: consoleMessage('added {date}', (date: string) => ({ date })),
  remove: 'Remove',
  name: 'Passkey name (optional)',
  namePlaceholder: 'Work laptop',
  add: 'Add a passkey',
});

export const POLICY_TEXTS = /* @__PURE__ */ consoleTexts('mfa.policy', {
  title: 'For everyone',
  require: 'Require a second factor for every staff account',
  hint:
    'Colleagues without one are asked to set it up right after their password, and can do nothing else ' +
    'until they have.',
});

export const CODES_TEXTS = /* @__PURE__ */ consoleTexts('mfa.codes', {
  fileTitle: 'Operations Console recovery codes (each works once):',
  copied: 'Recovery codes copied.',
  copyRefused: 'Copying is not allowed here: select the codes and copy them yourself.',
  title: 'Your recovery codes',
  keep: 'Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
  copy: 'Copy',
  download: 'Download',
  done: 'I have saved them',
});

export const TOTP_TEXTS = /* @__PURE__ */ consoleTexts('mfa.totp', {
  preparing: 'Preparing your authenticator app…',
  scan: 'Scan this QR code with your authenticator app.',
  qr: 'QR code for your authenticator app',
  typeKey: 'Or type this key into it:',
  confirm: 'Confirm authenticator',
  code: '6-digit code from the app',
  turnOn: 'Turn on',
  pageTitle: 'Set up two-step sign-in',
  pageIntro:
    'Your organisation requires a second factor for every staff account. Set up an authenticator app to ' +
    'continue.',
  logout: 'Logout',
});
