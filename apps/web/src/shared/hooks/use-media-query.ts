import { useCallback, useSyncExternalStore } from 'react';

/** Phone width: sidebars become overlays and the delivery detail gets a Back button. */
export const PHONE_QUERY = '(max-width: 768px)';

/** Whether a CSS media query matches, following changes (resizes, rotations). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
