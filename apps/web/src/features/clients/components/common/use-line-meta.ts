import { useCallback, useRef, useState } from 'react';

export interface LineMetaBase {
  /** Stable identity of a line while async look-ups run (indices shift on removal). */
  key: number;
  serviceId: number | null;
  subServiceName: string;
  listPrice: string | null;
  unitType: string;
  loading: boolean;
}

let nextKey = 1;
export const newLineKey = () => nextKey++;

/**
 * Price state of the service lines, index-aligned with the form's field array. A look-up answer is
 * applied only if its line still exists and has not started a newer look-up.
 */
export function useLineMeta<M extends LineMetaBase>(initial: M[] = []) {
  const [meta, setMeta] = useState<M[]>(initial);
  const latest = useRef(initial);
  const tokens = useRef(new Map<number, number>());

  const update = useCallback((next: (current: M[]) => M[]) => {
    setMeta((current) => {
      const value = next(current);
      latest.current = value;
      return value;
    });
  }, []);

  const patch = useCallback(
    (key: number, changes: Partial<M>) =>
      update((all) => all.map((m) => (m.key === key ? { ...m, ...changes } : m))),
    [update],
  );

  /** Starts a look-up for a line; the returned check says whether its answer still applies. */
  const begin = useCallback((key: number) => {
    const token = (tokens.current.get(key) ?? 0) + 1;
    tokens.current.set(key, token);
    return () => tokens.current.get(key) === token && latest.current.some((m) => m.key === key);
  }, []);

  const indexOf = useCallback((key: number) => latest.current.findIndex((m) => m.key === key), []);

  return {
    meta,
    latest,
    patch,
    begin,
    indexOf,
    append: (line: M) => update((all) => [...all, line]),
    removeAt: (index: number) => update((all) => all.filter((_, i) => i !== index)),
    replace: (lines: M[]) => update(() => lines),
  };
}
