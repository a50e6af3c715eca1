import { DELIVERY_TEXTS } from '@ops/contracts';

/** Texts of the progress dialog the spec leaves open (decision 0031); its own words stay in the contracts. */
export const PROGRESS_TEXTS = {
  /** Wizard words beside the dialog's: the spec names the same lists Input/Output and Source/Target Files. */
  alias: { source_files: DELIVERY_TEXTS.input, target_files: DELIVERY_TEXTS.output },
  submitHint: 'Starts the first three files of the queue.',
  submitDisabledHint:
    'Not needed: uploads start by themselves when Confirm Delivery opens; a failed file is redone with its Redo button.',
  percent: (percent: number) => `${percent} %`,
} as const;
