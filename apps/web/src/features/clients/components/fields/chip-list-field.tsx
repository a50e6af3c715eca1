import { useId, useState } from 'react';
import { FieldError } from '@/shared/ui/field-error';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

export type ChipCheck = (entry: string) => { ok: true; value: string } | { ok: false; message: string };

interface ChipListFieldProps {
  label: string;
  /** The field path: the error text has data-testid `${name}-error`. */
  name: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  check: ChipCheck;
  duplicateMessage: string;
  error?: string;
  readOnly?: boolean;
  placeholder?: string;
  onBlur?: () => void;
}

/** A list of short values typed one by one: Enter, a comma or leaving the field adds what was typed. */
export function ChipListField({
  label,
  name,
  value,
  onChange,
  check,
  duplicateMessage,
  error,
  readOnly = false,
  placeholder,
  onBlur,
}: ChipListFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [entryError, setEntryError] = useState<string | undefined>();

  const commit = () => {
    const entries = text.split(/[\s,;]+/).filter(Boolean);
    if (entries.length === 0) return true;
    const next = [...value];
    for (const entry of entries) {
      const result = check(entry);
      if (!result.ok) {
        setEntryError(result.message);
        return false;
      }
      if (next.includes(result.value)) {
        setEntryError(duplicateMessage);
        return false;
      }
      next.push(result.value);
    }
    setEntryError(undefined);
    setText('');
    onChange(next);
    return true;
  };

  const shownError = entryError ?? error;
  return (
    <div className="field chip-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`chip-field__box${readOnly ? ' is-readonly' : ''}${shownError ? ' is-invalid' : ''}`}>
        <ul className="chip-field__chips">
          {value.map((item) => (
            <li key={item} className="chip">
              <span>{item}</span>
              {!readOnly && (
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={FIELD_TEXTS.removeItem(item)}
                  onClick={() => onChange(value.filter((v) => v !== item))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
        {!readOnly && (
          <input
            id={id}
            name={name}
            className="chip-field__input"
            value={text}
            placeholder={placeholder}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setText(event.target.value);
              if (entryError) setEntryError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ',') {
                event.preventDefault();
                commit();
              } else if (event.key === 'Backspace' && !text && value.length > 0) {
                onChange(value.slice(0, -1));
              }
            }}
            onBlur={() => {
              commit();
              onBlur?.();
            }}
          />
        )}
        {readOnly && <input id={id} className="visually-hidden" value={value.join(', ')} readOnly />}
      </div>
      {!readOnly && (
        <p id={`${id}-hint`} className="field__hint">
          {FIELD_TEXTS.chipHint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={shownError} testId={`${name}-error`} />
    </div>
  );
}
