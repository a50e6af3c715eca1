import { useId } from 'react';
import type { ComponentProps } from 'react';
import { localeName, LOCALES } from '@ops/contracts';
import { SelectField } from '@/shared/ui/select-field';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

/** Each language the portal speaks, by its own name. */
const OPTIONS = LOCALES.map((value) => ({ value, label: localeName(value) }));

interface PortalLanguageFieldProps extends Omit<ComponentProps<'select'>, 'children' | 'id'> {
  error?: string;
}

/**
 * A client's portal language (decision 0042): the language of its recipients' portal and e-mails when
 * neither the recipient's choice nor their browser says. The hint describes the select.
 */
export function PortalLanguageField({ error, className = '', ...select }: PortalLanguageFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field ${className}`}>
      <SelectField
        id={id}
        label={FIELD_TEXTS.portalLanguage}
        options={OPTIONS}
        error={error}
        aria-describedby={error ? `${hintId} ${id}-error` : hintId}
        {...select}
      />
      <p id={hintId} className="field__hint">
        {FIELD_TEXTS.portalHint}
      </p>
    </div>
  );
}
