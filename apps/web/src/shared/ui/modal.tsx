import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useDialogFocus } from './use-dialog-focus';
import { UI_TEXTS } from './ui-texts';

interface ModalProps {
  title: string;
  children: ReactNode;
  description?: ReactNode;
  testId?: string;
  /** A closable dialog (close button and Escape); without it the content decides how it ends. */
  onClose?: () => void;
  size?: 'default' | 'wide';
  /**
   * A click on the backdrop closes a closable dialog (part 2 section 2); the upload progress dialog opts
   * out. Dialogs without onClose (the forced password change) never close this way.
   */
  closeOnBackdrop?: boolean;
}

export function Modal({
  title,
  description,
  children,
  testId,
  onClose,
  size = 'default',
  closeOnBackdrop = true,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, onClose);
  // Only a press that starts and ends on the backdrop closes: a drag out of the panel does not.
  const pressedBackdrop = useRef(false);
  return (
    <div
      className="modal__backdrop"
      data-testid={testId ? `${testId}-backdrop` : undefined}
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (onClose && closeOnBackdrop && pressedBackdrop.current && event.target === event.currentTarget) {
          onClose();
        }
        pressedBackdrop.current = false;
      }}
    >
      <div
        ref={panel}
        className={`modal${size === 'wide' ? ' modal--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="modal__close" aria-label={UI_TEXTS.close} onClick={onClose}>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        {description && <div className="modal__description">{description}</div>}
        {children}
      </div>
    </div>
  );
}
