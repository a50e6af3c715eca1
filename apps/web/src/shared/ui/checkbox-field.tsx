import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  /** Extra text under the label. */
  hint?: ReactNode;
  error?: string;
}

/** A checkbox drawn as a switch, labelled by its text. */
export function CheckboxField({ label, hint, error, id, className = '', ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`check-field ${className}`}>
      <div className="check-field__row">
        <input
          id={inputId}
          type="checkbox"
          className="check-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label className="check-field__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hint && <div className="check-field__hint">{hint}</div>}
      <FieldError id={errorId} message={error} testId={input.name ? `${input.name}-error` : undefined} />
    </div>
  );
}
