import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off after `ms` (button states such as 'Saved' last 1 second, section 9). */
export function useFlash(ms = 1000) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [on, flash] as const;
}
