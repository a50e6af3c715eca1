import { useId } from 'react';
import type { ReactNode } from 'react';

/** A computed value with its caption; screen readers and getByLabel find it by the caption. */
export function Readout({
  label,
  children,
  testId,
  tone,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  tone?: 'strong' | 'muted';
}) {
  const id = useId();
  return (
    <div className={`readout${tone ? ` readout--${tone}` : ''}`}>
      <span id={id} className="readout__label">
        {label}
      </span>
      <output aria-labelledby={id} className="readout__value" data-testid={testId} aria-live="polite">
        {children}
      </output>
    </div>
  );
}
