import { consoleTexts } from '@ops/contracts';

/** The words of the basic widgets (the login page has them: keep this short). */
export const UI_TEXTS = /* @__PURE__ */ consoleTexts('shared.ui', {
  loading: 'Loading…',
  close: 'Close',
  toggle: { show: 'Show characters', hide: 'Hide characters' },
});
