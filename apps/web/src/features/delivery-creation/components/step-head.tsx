import type { ReactNode } from 'react';
import { BackButton } from './back-button';

/** The back arrow and title of the Add and Confirm steps, with optional actions beside them. */
export function StepHead({
  id,
  title,
  onBack,
  children,
}: {
  id: string;
  title: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="wizard-step__head">
      <BackButton onClick={onBack} />
      <h2 id={id} className="wizard-step__title">
        {title}
      </h2>
      {children}
    </div>
  );
}
