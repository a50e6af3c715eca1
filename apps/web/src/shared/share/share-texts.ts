import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The share widgets' words: the e-mail chips and the share warning. */
export const SHARE_TEXTS = /* @__PURE__ */ consoleTexts('shared.share', {
  emails: 'Shared e-mails',
  remove: consoleMessage('Remove {email}', (email: string) => ({ email })),
  suggestions: 'Suggestions',
  warning: 'Share warning',
  within: 'Within organisation',
  outside: 'Outside organisation',
  password: 'Password',
  cancel: 'Cancel',
  accept: 'Accept and share',
});
