import { useCallback } from 'react';

/**
 * A ref that moves focus to its element when it appears (a page's heading, possibly after loading), so
 * keyboard and screen-reader users start on the new page rather than on the link they left.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    element?.focus();
  }, []);
}
