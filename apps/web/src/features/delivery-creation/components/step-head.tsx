import type { ReactNode } from 'react';
import type { Step } from '../lib/wizard-types';
import { BackButton } from './back-button';
import { StepTitle } from './step-title';

/** The back arrow and title of the Add and Confirm steps, with optional actions beside them. */
export function StepHead({
  id,
  step,
  title,
  onBack,
  children,
}: {
  id: string;
  step: Step;
  title: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="wizard-step__head">
      <BackButton onClick={onBack} />
      <StepTitle id={id} step={step} title={title} />
      {children}
    </div>
  );
}
