import { DELIVERY_TEXTS } from '@ops/contracts';
import { WIZARD_TEXTS } from '../lib/wizard-texts';
import { STEP_HEADING_ATTR } from './use-step-focus';

const STEP_NUMBER = { create: 1, add: 2, upload: 3 } as const;

/**
 * A step's heading under a line naming its stepper entry: the spec fixes both 'Upload Files' (stepper) and
 * 'Enter Batch Details' (title), so the line ties them together (decision 0031). Focus lands here on a step change.
 */
export function StepTitle({
  id,
  step,
  title,
}: {
  id: string;
  step: keyof typeof STEP_NUMBER;
  title: string;
}) {
  const n = STEP_NUMBER[step];
  return (
    <div className="wizard-step__titles">
      <p id={`${id}-step`} className="wizard-step__eyebrow">
        {WIZARD_TEXTS.step(n, DELIVERY_TEXTS.steps.length, DELIVERY_TEXTS.steps[n - 1]!)}
      </p>
      <h2
        id={id}
        className="wizard-step__title"
        tabIndex={-1}
        aria-describedby={`${id}-step`}
        {...{ [STEP_HEADING_ATTR]: '' }}
      >
        {title}
      </h2>
    </div>
  );
}
