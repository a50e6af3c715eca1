import { useCallback, useMemo, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** The key of a file of a version in the selection. */
export const fileKey = (version: number, index: number) => `${version}:${index}`;

export interface FileSelection {
  keys: ReadonlySet<string>;
  /** Selects or clears the given files. */
  set: (keys: string[], selected: boolean) => void;
}

/** Checked files across the versions of one delivery; the selection resets when the delivery changes. */
export function useFileSelection(deliveryId: number): FileSelection {
  const [state, setState] = useState<{ id: number; keys: ReadonlySet<string> }>({
    id: deliveryId,
    keys: NONE,
  });
  const keys = state.id === deliveryId ? state.keys : NONE;
  const set = useCallback(
    (changed: string[], selected: boolean) =>
      setState((previous) => {
        const next = new Set(previous.id === deliveryId ? previous.keys : NONE);
        for (const key of changed) {
          if (selected) next.add(key);
          else next.delete(key);
        }
        return { id: deliveryId, keys: next };
      }),
    [deliveryId],
  );
  return useMemo(() => ({ keys, set }), [keys, set]);
}
