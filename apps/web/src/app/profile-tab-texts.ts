import { consoleTexts } from '@ops/contracts';

/** The profile page's tabs that the app adds from other features. */
export const TAB_TEXTS = /* @__PURE__ */ consoleTexts('app.profileTabs', {
  twoStep: 'Two-step sign-in',
  twoStepHint: 'A code from your phone or a passkey after your password, so a stolen password is not enough.',
  notifications: 'Notifications',
  notificationsHint: 'A daily e-mail summary of what you have not read in the bell.',
});
