import { useId } from 'react';
import type { ComponentProps } from 'react';
import { FieldError } from './field-error';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  options: readonly (string | { value: string; label: string })[];
  /** A first, empty choice (its text), for optional values. */
  emptyOption?: string;
  /** data-testid of the error text; defaults to `${name}-error`. */
  errorTestId?: string;
}

/** A native select for short fixed lists. */
export function SelectField({
  label,
  error,
  options,
  emptyOption,
  id,
  className = '',
  errorTestId,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((o) =>
          typeof o === 'string' ? (
            <option key={o} value={o}>
              {o}
            </option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
      <FieldError
        id={errorId}
        message={error}
        testId={errorTestId ?? (select.name ? `${select.name}-error` : undefined)}
      />
    </div>
  );
}
