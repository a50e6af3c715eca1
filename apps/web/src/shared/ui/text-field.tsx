import { useId } from 'react';
import type { ComponentProps } from 'react';
import { FieldError } from './field-error';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
}

export function TextField({ label, error, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} message={error} testId={input.name ? `${input.name}-error` : undefined} />
    </div>
  );
}
