import { useId } from 'react';
import { DELIVERY_TEXTS } from '@ops/contracts';
import { FieldError } from '@/shared/ui/field-error';
import type { GroupForm } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';

interface CommittedFieldProps {
  group: GroupForm;
  number: number;
  /** The dates the server allows (min and max of the date input). */
  range: { min: string; max: string };
  /** A check's message about the committed delivery, shown until it changes. */
  error?: string | undefined;
  onChange: (patch: Partial<GroupForm>) => void;
}

/** Update flow: the committed delivery as a date (within the server's window) and a time. */
export function CommittedField({ group, number, range, error, onChange }: CommittedFieldProps) {
  const errorId = `${useId()}-error`;
  const invalid = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <fieldset className="field committed-field">
      <legend className="field__label">{DELIVERY_TEXTS.committedDelivery}</legend>
      <div className="committed-field__inputs">
        <input
          type="date"
          className="field__input"
          aria-label={T.dateOfGroup(DELIVERY_TEXTS.committedDelivery, number)}
          {...invalid}
          min={range.min}
          max={range.max}
          value={group.committedDate}
          onChange={(e) => onChange({ committedDate: e.target.value })}
        />
        <input
          type="time"
          className="field__input"
          aria-label={T.timeOfGroup(DELIVERY_TEXTS.committedDelivery, number)}
          {...invalid}
          value={group.committedTime}
          onChange={(e) => onChange({ committedTime: e.target.value })}
        />
      </div>
      <FieldError id={errorId} message={error} testId={`committed_delivery_${number}-error`} />
    </fieldset>
  );
}
