import { get, useFieldArray, useFormState } from 'react-hook-form';
import type { ArrayPath, Control, FieldArray, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

interface TaxRowsFieldProps<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  name: ArrayPath<T>;
  types: readonly string[];
  max: number;
  label?: string;
}

const messageAt = (errors: unknown, path: string) =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/** A list of taxes: a type from the fixed list and a percentage. */
export function TaxRowsField<T extends FieldValues>({
  control,
  register,
  name,
  types,
  max,
  label = FIELD_TEXTS.taxes,
}: TaxRowsFieldProps<T>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as Path<T> });
  return (
    <fieldset className="row-list">
      <legend className="field__label">{label}</legend>
      {fields.length === 0 && <p className="field__hint">{FIELD_TEXTS.noTaxes}</p>}
      {fields.map((row, index) => {
        const n = index + 1;
        const base = `${name}.${index}`;
        return (
          <div key={row.id} className="row-list__row">
            <SelectField
              label={FIELD_TEXTS.taxType(n)}
              options={types}
              error={messageAt(errors, `${base}.tax_type`)}
              {...register(`${base}.tax_type` as Path<T>)}
            />
            <TextField
              label={FIELD_TEXTS.taxPercent(n)}
              inputMode="decimal"
              error={messageAt(errors, `${base}.percentage`)}
              {...register(`${base}.percentage` as Path<T>)}
            />
            <Button variant="ghost" aria-label={FIELD_TEXTS.removeTax(n)} onClick={() => remove(index)}>
              {FIELD_TEXTS.remove}
            </Button>
          </div>
        );
      })}
      {fields.length < max && (
        <Button
          variant="secondary"
          className="btn--small"
          onClick={() => append({ tax_type: types[0], percentage: '' } as FieldArray<T, ArrayPath<T>>)}
        >
          {FIELD_TEXTS.addTax}
        </Button>
      )}
    </fieldset>
  );
}
