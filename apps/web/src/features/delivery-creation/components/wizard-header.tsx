import { DELIVERY_TEXTS } from '@ops/contracts';
import type { Flow, Step } from '../lib/wizard-types';
import { WIZARD_TEXTS } from '../lib/wizard-texts';

const STEPS: Step[] = ['create', 'add', 'upload'];

/** The title and the three steps, the current one marked. */
export function WizardHeader({ flow, step }: { flow: Flow; step: Step }) {
  const current = STEPS.indexOf(step);
  return (
    <header className="wizard-header">
      <h1 className="wizard-header__title">
        {flow === 'new' ? DELIVERY_TEXTS.titleNew : DELIVERY_TEXTS.titleUpdate}
      </h1>
      <ol className="wizard-header__steps" aria-label={WIZARD_TEXTS.steps}>
        {DELIVERY_TEXTS.steps.map((label, i) => (
          <li
            key={label}
            className={`wizard-header__step${i === current ? ' is-current' : ''}${i < current ? ' is-done' : ''}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="wizard-header__number" aria-hidden="true">
              {i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </header>
  );
}
