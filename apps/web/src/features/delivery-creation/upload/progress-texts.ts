import { consoleMessage, consoleTexts } from '@ops/contracts';

/** Texts of the progress dialog the spec leaves open (decision 0031); its own words stay in the contracts. */
export const PROGRESS_TEXTS = /* @__PURE__ */ consoleTexts('delivery-creation.progress', {
  submitHint: 'Starts the first three files of the queue.',
  submitDisabledHint:
    'Not needed: uploads start by themselves when Confirm Delivery opens; a failed file is redone with its Redo button.',
  percent: consoleMessage('{percent} %', (percent: number) => ({ percent })),
});
