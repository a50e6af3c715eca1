import { useId, useMemo, useState } from 'react';
import type { Ref } from 'react';
import Select from 'react-select';
import type { SelectInstance } from 'react-select';
import { FieldError } from './field-error';
import { SELECT_TEXTS } from './select-texts';
import { selectStyles } from './select-styles';

interface ComboOption<V extends string | number> {
  value: V;
  label: string;
}

interface ComboFieldProps<V extends string | number> {
  label: string;
  /** Names the error text: data-testid `${name}-error`. */
  name: string;
  value: V | null | undefined;
  options: readonly ComboOption<V>[];
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
  clearable?: boolean;
  /** Long lists (thousands of cities) show only this many matches of what is typed. */
  limit?: number;
  noOptionsText?: string;
  className?: string;
  selectRef?: Ref<SelectInstance<ComboOption<V>, false>>;
}

/** A searchable picker over a loaded list; only values from the list can be chosen. */
export function ComboField<V extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  error,
  placeholder = SELECT_TEXTS.placeholder,
  disabled = false,
  loading = false,
  clearable = false,
  limit,
  noOptionsText = SELECT_TEXTS.none,
  className = '',
  selectRef,
}: ComboFieldProps<V>) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const [typed, setTyped] = useState('');
  const styles = useMemo(() => selectStyles<ComboOption<V>>(!!error), [error]);

  const selected = useMemo(() => {
    if (value === null || value === undefined || value === '') return null;
    // A saved value missing from the list (renamed city, say) still shows as chosen.
    return options.find((o) => o.value === value) ?? { value, label: String(value) };
  }, [options, value]);

  const shown = useMemo(() => {
    if (!limit) return options;
    const needle = typed.trim().toLowerCase();
    const matches = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
    return matches.slice(0, limit);
  }, [limit, options, typed]);

  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <Select<ComboOption<V>, false>
        ref={selectRef}
        inputId={inputId}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? errorId : undefined}
        classNamePrefix="combo"
        options={shown}
        value={selected}
        onChange={(option) => onChange(option ? option.value : null)}
        onBlur={onBlur}
        onInputChange={(text, meta) => {
          if (meta.action === 'input-change' || meta.action === 'set-value') setTyped(text);
        }}
        filterOption={limit ? null : undefined}
        isDisabled={disabled}
        isLoading={loading}
        isClearable={clearable}
        placeholder={loading ? SELECT_TEXTS.loading : placeholder}
        loadingMessage={() => SELECT_TEXTS.loading}
        noOptionsMessage={() => noOptionsText}
        getOptionValue={(o) => String(o.value)}
        styles={styles}
      />
      <FieldError id={errorId} message={error} testId={`${name}-error`} />
    </div>
  );
}
