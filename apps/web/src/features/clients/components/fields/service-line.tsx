import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';

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
    <fieldset className="service-line" aria-label={`Service line ${n}`}>
      <div className="service-line__head">
        <span className="service-line__title">Service line {n}</span>
        <Button variant="ghost" aria-label={`Remove service line ${n}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
      {children}
    </fieldset>
  );
}
