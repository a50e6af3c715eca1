import type { ReactNode } from 'react';
import { revealOnFocus } from './reveal-on-focus';

/**
 * A box that scrolls sideways on narrow screens (a table): focusable, so a keyboard can scroll it, and a
 * named region, so a screen reader says what the focus landed on.
 */
export function ScrollRegion({
  label,
  className = 'table-scroll',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0} onFocus={revealOnFocus}>
      {children}
    </div>
  );
}
