import { useMemo, useSyncExternalStore } from 'react';

/**
 * The storage of a session opened through an e-mailed link (a recipients' personal link, decision 0010; a
 * file request's link, decision 0039): a few sessionStorage keys of its own, apart from the staff session,
 * and a hook that re-reads them whenever one changes through `write`.
 */
export function createLinkSession<K extends string>(keys: readonly K[]) {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  // The raw values change only through `write`, so their joined text is a stable snapshot.
  const snapshot = () => JSON.stringify(keys.map((key) => sessionStorage.getItem(key)));

  return {
    read: (key: K) => sessionStorage.getItem(key),
    /** Sets (a string) or removes (null) each key given, then tells the pages once. */
    write(values: Partial<Record<K, string | null>>) {
      for (const [key, value] of Object.entries(values) as [K, string | null][]) {
        if (value === null) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, value);
      }
      notify();
    },
    /** The keys' raw values, re-read when one of them changes; `select` (a stable function) reads them. */
    useValues<T>(select: (raw: Record<K, string | null>) => T): T {
      const current = useSyncExternalStore(subscribe, snapshot, snapshot);
      // `select` is a module's own function (the same on every render): the state changes with the values.
      return useMemo(() => {
        const values = JSON.parse(current) as (string | null)[];
        const raw = Object.fromEntries(keys.map((key, i) => [key, values[i] ?? null]));
        return select(raw as Record<K, string | null>);
      }, [current, select]);
    },
  };
}
