import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The wizard's own words beside the contracts' DELIVERY_TEXTS (the spec's). */
export const WIZARD_TEXTS = /* @__PURE__ */ consoleTexts('delivery-creation.wizard', {
  back: 'Back',
  steps: 'Steps',
  step: consoleMessage('Step {n} of {count}: {step}', (n: number, count: number, step: string) => ({
    n,
    count,
    step,
  })),
  toAssignments: 'Go to Assignments',
  cancel: 'Cancel',
  next: 'Next',
  batch: {
    requester: 'Requester Name',
    client: 'Client Code',
    charge: 'Charge Code',
    entity: 'Entity Code',
  },
  group: consoleMessage('Group {n}', (n: number) => ({ n })),
  /** A field's name for a screen reader, which meets one per group. */
  ofGroup: consoleMessage('{label} of group {n}', (label: string, n: number) => ({ label, n })),
  dateOfGroup: consoleMessage('{label} date of group {n}', (label: string, n: number) => ({ label, n })),
  timeOfGroup: consoleMessage('{label} time of group {n}', (label: string, n: number) => ({ label, n })),
  externalType: consoleMessage('External type of group {n}', (n: number) => ({ n })),
  link: 'Link',
  text: 'Text',
  yes: 'Yes',
  no: 'No',
  files: consoleMessage('{label} files', (label: string) => ({ label })),
  external: 'External',
  externalList: 'External links and codes',
  externalLine: consoleMessage('Group {n}: {label} {value}', (n: number, label: string, value: string) => ({
    n,
    label,
    value,
  })),
  progress: 'View progress',
  delivered: consoleMessage('Delivered {batch}', (batch: string) => ({ batch })),
});
