import { useId } from 'react';

interface YesNoFieldProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}

/** A Yes/No radio pair under a question. */
export function YesNoField({ label, value, onChange }: YesNoFieldProps) {
  const name = useId();
  return (
    <fieldset className="field yes-no">
      <legend className="field__label">{label}</legend>
      <div className="yes-no__options">
        {[true, false].map((option) => (
          <label key={String(option)} className="yes-no__option">
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
            {option ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
