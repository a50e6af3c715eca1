import { useId, useState } from 'react';
import type { ComponentProps } from 'react';
import { FieldError } from './field-error';
import { UI_TEXTS } from './ui-texts';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  /** The toggle's names in the page's language (the recipients' portal); English otherwise. */
  toggleLabels?: { show: string; hide: string };
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor">
      <path strokeWidth="1.8" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" strokeWidth="1.8" />
      {!open && <path strokeWidth="1.8" strokeLinecap="round" d="M4 4l16 16" />}
    </svg>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  id,
  className = '',
  toggleLabels = UI_TEXTS.toggle,
  ...input
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__password">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          // Deliberately without the field's label text, so a label lookup finds only the input.
          aria-label={visible ? toggleLabels.hide : toggleLabels.show}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
      <FieldError id={errorId} message={error} testId={input.name ? `${input.name}-error` : undefined} />
    </div>
  );
}
