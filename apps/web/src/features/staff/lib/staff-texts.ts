import { consoleMessage, consoleTexts } from '@ops/contracts';

const named = (name: string) => ({ name });

/** The staff page's words (decision 0043); account types and statuses are the contracts' labels. */
export const STAFF_TEXTS = /* @__PURE__ */ consoleTexts('staff.page', {
  loading: 'Loading...',
  title: 'Staff',
  forOas: 'Staff accounts are managed by operations admins.',
  intro:
    'Invite colleagues to the console, change what their account may do, and deactivate accounts that should no longer sign in.',
  accounts: 'Accounts',
  cancel: 'Cancel',
});

/** The invitation form. */
export const STAFF_INVITE_TEXTS = /* @__PURE__ */ consoleTexts('staff.invite', {
  title: 'Invite a colleague',
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  type: 'Account type',
  chooseType: 'Choose a type',
  send: 'Send invitation',
  /** The server's message, then who is mailed. */
  sent: consoleMessage(
    '{message} {email} will receive a link to choose a password.',
    (message: string, email: string) => ({ message, email }),
  ),
});

/** The accounts' table and its actions: the headers are also each cell's label on a phone. */
export const STAFF_TABLE_TEXTS = /* @__PURE__ */ consoleTexts('staff.table', {
  region: 'Staff accounts',
  name: 'Name',
  email: 'E-mail',
  type: 'Account type',
  status: 'Status',
  lastSignIn: 'Last sign-in',
  actions: 'Actions',
  you: ' (you)',
  typeOf: consoleMessage('Account type of {name}', named),
  noType: 'None',
  never: 'Never',
  resend: 'Resend invitation',
  resendTo: consoleMessage('Resend invitation to {name}', named),
  deactivate: 'Deactivate',
  deactivateName: consoleMessage('Deactivate {name}', named),
  reactivate: 'Reactivate',
  reactivateName: consoleMessage('Reactivate {name}', named),
});

/** The confirmations of deactivating an account and of resetting its second factor. */
export const STAFF_DIALOG_TEXTS = /* @__PURE__ */ consoleTexts('staff.dialogs', {
  deactivateTitle: consoleMessage('Deactivate {name}?', named),
  deactivateText: consoleMessage(
    '{name} is signed out everywhere at once and cannot sign in or reset the password until the account is reactivated. Their deliveries, comments and shares stay as they are.',
    named,
  ),
  deactivate: 'Deactivate',
  resetLabel: consoleMessage('Reset second factor of {name}', named),
  resetButton: 'Reset second factor',
  resetTitle: consoleMessage('Reset the second factor of {name}?', named),
  resetText:
    'Their authenticator app, passkeys and recovery codes stop working and they are signed out everywhere. They sign in with their password and set up a new second factor. They are told by e-mail.',
  reset: 'Reset',
});
