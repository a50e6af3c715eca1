import { useCallback, useSyncExternalStore } from 'react';

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

/** Phone width (part 1 section 2: the Back button shows on mobile). */
export const PHONE_QUERY = '(max-width: 768px)';
