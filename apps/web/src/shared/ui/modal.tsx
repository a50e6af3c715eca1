import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

interface ModalProps {
  title: string;
  children: ReactNode;
  description?: ReactNode;
  testId?: string;
}

/** A blocking dialog: it has no close button; the content decides how it ends. */
export function Modal({ title, description, children, testId }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, []);
  return (
    <div className="modal__backdrop">
      <div
        ref={panel}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {description && <div className="modal__description">{description}</div>}
        {children}
      </div>
    </div>
  );
}
