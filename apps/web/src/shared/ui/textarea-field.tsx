import { useId } from 'react';
import type { ComponentProps } from 'react';
import { FieldError } from './field-error';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
}

/** Multi-line text; commas are allowed here (section 5). */
export function TextareaField({ label, error, id, className = '', rows = 2, ...input }: TextareaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} message={error} testId={input.name ? `${input.name}-error` : undefined} />
    </div>
  );
}
