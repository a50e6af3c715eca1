import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The quarantine page's own words beside the contracts' SCAN_TEXTS. */
export const QUARANTINE_TEXTS = /* @__PURE__ */ consoleTexts('quarantine.page', {
  loading: 'Loading...',
  utc: consoleMessage('{time} UTC', (time: string) => ({ time })),
});
