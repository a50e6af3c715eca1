import type { FocusEvent } from 'react';

/**
 * Brings a control that took the keyboard focus wholly into view inside a box that scrolls: browsers
 * leave a control that is partly in view where it is, its focus ring cut off at the box's edge.
 */
export function revealOnFocus(event: FocusEvent<HTMLElement>) {
  const target = event.target;
  if (target.matches(':focus-visible')) target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
