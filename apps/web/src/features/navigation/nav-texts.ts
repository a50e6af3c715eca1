import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The top bar's words (the first screen carries them: short keys). */
export const NAV_TEXTS = /* @__PURE__ */ consoleTexts('navigation.top', {
  main: 'Main',
  more: 'More',
  links: {
    deliver: 'Assignments',
    archive: 'Archive',
    clients: 'Clients',
    staff: 'Staff',
    quarantine: 'Quarantine',
    audit: 'Audit trail',
    retention: 'Retention',
    import: 'Import Assignments',
    requests: 'File requests',
    insights: 'Insights',
  },
  home: 'Ops Console home',
  user: 'User',
  hi: consoleMessage('Hi, {name}', (name: string) => ({ name })),
  menu: 'Account menu',
  image: 'Profile image',
  account: 'Account',
  logout: 'Logout',
});

/** The notification bell's words beside the contracts' NOTIFICATION_TEXTS. */
export const BELL_TEXTS = /* @__PURE__ */ consoleTexts('navigation.bell', {
  request: 'Open request',
  delivery: 'Open delivery',
  unread: 'Unread: ',
});

/** The daily summary's settings form, on the profile. */
export const DIGEST_TEXTS = /* @__PURE__ */ consoleTexts('navigation.digest', {
  save: 'Save',
  loading: 'Loading...',
});
