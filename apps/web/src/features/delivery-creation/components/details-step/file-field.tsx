import { useId, useState } from 'react';
import { FILE_ACCEPT, deliveryFileProblem, formatBytes } from '@ops/contracts';
import { FieldError } from '@/shared/ui/field-error';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';

interface FileFieldProps {
  label: string;
  name: string;
  files: File[];
  /** A second name under the label (the progress dialog's word for the same files). */
  hint?: string;
  /** A check's message about this field (the Add step's Next), shown until the files change. */
  error?: string | undefined;
  /** The chosen files, or [] with removed=true when an invalid one cleared the field. */
  onChange: (files: File[], removed: boolean) => void;
}

/** Several files of the allowed types and names; an invalid one clears the field and says which (section 5). */
export function FileField({ label, name, files, hint, error: checkError, onChange }: FileFieldProps) {
  const id = useId();
  const [formatError, setError] = useState<string | undefined>();
  const error = formatError ?? checkError;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field file-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="file"
        multiple
        accept={FILE_ACCEPT}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // The server's own name rules (type, Windows reserved names), so the wizard says what it would.
          const problem = picked.map((f) => deliveryFileProblem(f.name)).find(Boolean);
          if (problem) {
            event.target.value = '';
            setError(problem);
            onChange([], true);
            return;
          }
          setError(undefined);
          onChange(picked, false);
        }}
      />
      <FieldError id={`${id}-error`} message={error} testId={`${name}-error`} />
      {files.length > 0 && (
        <ul className="file-field__list" aria-label={T.files(label)}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              {f.name} <span className="file-field__size">({formatBytes(f.size)})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
