import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, UseFormRegisterReturn } from 'react-hook-form';
import type { UpdateProfileFields } from '@ops/contracts';
import { FieldError } from '@/shared/ui/field-error';
import { DialCodeSelect } from '@/shared/ui/dial-code-select';
import { PROFILE_FORM_TEXTS } from '../lib/profile-texts';

interface PhoneFieldProps {
  label: string;
  codeName: 'phone_number_ext' | 'whatsapp_number_ext';
  numberName: 'phone_number' | 'whatsapp_number';
  control: Control<UpdateProfileFields>;
  numberInput: UseFormRegisterReturn;
  codeError?: string;
  numberError?: string;
}

/** A country-code picker and a number side by side under one caption. */
export function PhoneField({
  label,
  codeName,
  numberName,
  control,
  numberInput,
  codeError,
  numberError,
}: PhoneFieldProps) {
  const id = useId();
  const codeErrorId = `${id}-code-error`;
  const numberErrorId = `${id}-number-error`;
  return (
    <div className="field phone-field" role="group" aria-labelledby={`${id}-caption`}>
      <span id={`${id}-caption`} className="field__label">
        {label}
      </span>
      <div className="phone-field__row">
        <div className="phone-field__code">
          <Controller
            name={codeName}
            control={control}
            render={({ field }) => (
              <DialCodeSelect
                id={`${id}-code`}
                name={codeName}
                label={PROFILE_FORM_TEXTS.countryCode(label)}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={!!codeError}
                errorId={codeErrorId}
              />
            )}
          />
        </div>
        <input
          id={`${id}-number`}
          className="field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-label={PROFILE_FORM_TEXTS.number(label)}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? numberErrorId : undefined}
          {...numberInput}
        />
      </div>
      <FieldError id={codeErrorId} message={codeError} testId={`${codeName}-error`} />
      <FieldError id={numberErrorId} message={numberError} testId={`${numberName}-error`} />
    </div>
  );
}
