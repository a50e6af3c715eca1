import { useId } from 'react';
import type { ComponentProps } from 'react';
import { localeName, LOCALES } from '@ops/contracts';
import { SelectField } from '@/shared/ui/select-field';

export const PORTAL_LANGUAGE_HINT =
  'Recipients see the portal and their e-mails in this language unless they choose another ' +
  'or their browser asks for one we offer.';

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
        label="Portal language"
        options={OPTIONS}
        error={error}
        aria-describedby={error ? `${hintId} ${id}-error` : hintId}
        {...select}
      />
      <p id={hintId} className="field__hint">
        {PORTAL_LANGUAGE_HINT}
      </p>
    </div>
  );
}
