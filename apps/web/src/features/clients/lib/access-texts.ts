import { consoleTexts } from '@ops/contracts';

/** The client area's guard: a chunk of its own, so its few words are apart from the pages' (decision 0043). */
export const ACCESS_TEXTS = /* @__PURE__ */ consoleTexts('clients.access', {
  loading: 'Loading...',
  who: 'Client administration is open to operations admins, sales and client relations.',
  toAssignments: 'Go to Assignments',
});
