import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Marks the heading a step change moves focus to (each step's h2). */
export const STEP_HEADING_ATTR = 'data-step-heading';

/**
 * On every step change (forward and back) the page scrolls to the top and focus moves to the new step's
 * heading: otherwise focus falls to <body> and the old scroll position hides the title under the sticky header.
 */
export function useStepFocus(container: RefObject<HTMLElement | null>, step: string) {
  const first = useRef(true);
  useEffect(() => {
    // The first step keeps the route's own focus handling (the skip link, the page's first heading).
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = container.current?.querySelector<HTMLElement>(`[${STEP_HEADING_ATTR}]`);
    window.scrollTo({ top: 0, left: 0 });
    heading?.focus({ preventScroll: true });
  }, [container, step]);
}
