import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`; values `accept` refuses never settle, so the last
 * accepted one stays (a search with symbols keeps the previous results and sends nothing).
 */
export function useDebounced<T>(value: T, ms = 300, accept: (value: T) => boolean = () => true): T {
  const [settled, setSettled] = useState(value);
  const acceptable = accept(value);
  useEffect(() => {
    if (!acceptable) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, acceptable]);
  return settled;
}
