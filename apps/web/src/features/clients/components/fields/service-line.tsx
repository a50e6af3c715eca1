import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

/** One numbered service line of the entity and invoice forms, with its Remove button. */
export function ServiceLine({
  n,
  onRemove,
  children,
}: {
  n: number;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="service-line" aria-label={FIELD_TEXTS.serviceLine(n)}>
      <div className="service-line__head">
        <span className="service-line__title">{FIELD_TEXTS.serviceLine(n)}</span>
        <Button variant="ghost" aria-label={FIELD_TEXTS.removeLine(n)} onClick={onRemove}>
          {FIELD_TEXTS.remove}
        </Button>
      </div>
      {children}
    </fieldset>
  );
}
