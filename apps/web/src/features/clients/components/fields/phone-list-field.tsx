import { useId } from 'react';
import { Controller, get, useFieldArray, useFormState } from 'react-hook-form';
import type { ArrayPath, Control, FieldArray, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { DialCodeSelect } from '@/shared/ui/dial-code-select';
import { FieldError } from '@/shared/ui/field-error';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

const MAX_PHONES = 5;
/** New rows start with India's code, the area's default country; any listed code can be picked. */
const DEFAULT_DIAL_CODE = '+91';

interface PhoneListFieldProps<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  name: ArrayPath<T>;
  label?: string;
}

/** Up to five phone numbers, each a listed country code and digits only. */
export function PhoneListField<T extends FieldValues>({
  control,
  register,
  name,
  label = FIELD_TEXTS.phones,
}: PhoneListFieldProps<T>) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as Path<T> });
  return (
    <fieldset className="phone-list">
      <legend className="field__label">{label}</legend>
      {fields.length === 0 && <p className="field__hint">{FIELD_TEXTS.noPhones}</p>}
      {fields.map((row, index) => {
        const n = index + 1;
        const base = `${name}.${index}`;
        const extError = (get(errors, `${base}.ext`) as { message?: string } | undefined)?.message;
        const numberError = (get(errors, `${base}.number`) as { message?: string } | undefined)?.message;
        return (
          <div key={row.id} className="phone-list__row">
            <div className="phone-list__line">
              <div className="phone-list__code">
                <Controller
                  control={control}
                  name={`${base}.ext` as Path<T>}
                  render={({ field }) => (
                    <DialCodeSelect
                      id={`${id}-${index}-code`}
                      name={`${base}.ext`}
                      label={FIELD_TEXTS.phoneCode(n)}
                      value={typeof field.value === 'string' ? field.value : ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={!!extError}
                      errorId={`${id}-${index}-code-error`}
                    />
                  )}
                />
              </div>
              <input
                className="field__input"
                type="tel"
                inputMode="numeric"
                aria-label={FIELD_TEXTS.phoneNumber(n)}
                aria-invalid={numberError ? true : undefined}
                aria-describedby={numberError ? `${id}-${index}-number-error` : undefined}
                {...register(`${base}.number` as Path<T>)}
              />
              <Button variant="ghost" aria-label={FIELD_TEXTS.removePhone(n)} onClick={() => remove(index)}>
                {FIELD_TEXTS.remove}
              </Button>
            </div>
            <FieldError id={`${id}-${index}-code-error`} message={extError} testId={`${base}.ext-error`} />
            <FieldError
              id={`${id}-${index}-number-error`}
              message={numberError}
              testId={`${base}.number-error`}
            />
          </div>
        );
      })}
      {fields.length < MAX_PHONES && (
        <Button
          variant="secondary"
          className="btn--small"
          onClick={() => append({ ext: DEFAULT_DIAL_CODE, number: '' } as FieldArray<T, ArrayPath<T>>)}
        >
          {FIELD_TEXTS.addPhone}
        </Button>
      )}
    </fieldset>
  );
}
