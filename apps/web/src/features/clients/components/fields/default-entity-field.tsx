import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { MESSAGES } from '@ops/contracts';
import { SelectField } from '@/shared/ui/select-field';
import { useGetDefaultEntitiesQuery } from '@/features/clients/api/entities-api';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

interface DefaultEntityFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  clientId: number;
  optional?: boolean;
}

/** One of the client's entities; controlled, since the list arrives after the form. */
export function DefaultEntityField<T extends FieldValues>({
  control,
  name,
  clientId,
  optional = false,
}: DefaultEntityFieldProps<T>) {
  const {
    field: { ref, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const { data: entities = [] } = useGetDefaultEntitiesQuery(clientId);
  const value: unknown = fieldValue;
  return (
    <SelectField
      label={FIELD_TEXTS.defaultEntity}
      name={name}
      ref={ref}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => {
        const picked = event.target.value;
        onChange(picked === '' ? (optional ? null : '') : Number(picked));
      }}
      onBlur={onBlur}
      options={entities.map((e) => ({ value: String(e.id), label: `${e.entity_name} (${e.entity_code})` }))}
      emptyOption={optional ? FIELD_TEXTS.none : FIELD_TEXTS.selectEntity}
      error={fieldState.error ? MESSAGES.selectFromList : undefined}
    />
  );
}
