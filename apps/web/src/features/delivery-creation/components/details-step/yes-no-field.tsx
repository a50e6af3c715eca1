import { useId } from 'react';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';

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
            {option ? T.yes : T.no}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
