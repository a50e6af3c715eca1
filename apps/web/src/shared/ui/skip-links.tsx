import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/** A part of the page the keyboard can jump to from the skip links: an element with `id` and tabIndex -1. */
export interface SkipTarget {
  id: string;
  label: string;
}

type Register = (target: SkipTarget) => () => void;

const SkipTargetsContext = createContext<{ targets: SkipTarget[]; register: Register } | null>(null);

export function SkipTargetsProvider({ children }: { children: ReactNode }) {
  const [targets, setTargets] = useState<SkipTarget[]>([]);
  // Stable, so a registration is not redone (and the list not rebuilt) whenever the list changes.
  const register = useCallback<Register>((target) => {
    setTargets((now) => [...now.filter((t) => t.id !== target.id), target]);
    return () => setTargets((now) => now.filter((t) => t.id !== target.id));
  }, []);
  const value = useMemo(() => ({ targets, register }), [targets, register]);
  return <SkipTargetsContext.Provider value={value}>{children}</SkipTargetsContext.Provider>;
}

/** Offers a skip link to `id` while the calling component is shown (outside a provider: none). */
export function useSkipTarget(id: string, label: string) {
  const register = useContext(SkipTargetsContext)?.register;
  useEffect(() => register?.({ id, label }), [register, id, label]);
}

function focusTarget(id: string) {
  document.getElementById(id)?.focus();
}

/** The page's skip links: the main content first, then what the page has registered. */
export function SkipLinks({ main }: { main: SkipTarget }) {
  const targets = useContext(SkipTargetsContext)?.targets ?? [];
  return (
    <>
      {[main, ...targets].map((target) => (
        <a
          key={target.id}
          href={`#${target.id}`}
          className="skip-link visually-hidden-until-focus"
          onClick={(event) => {
            // Moved by hand: a hash in the address would be a navigation for the router.
            event.preventDefault();
            focusTarget(target.id);
          }}
        >
          {target.label}
        </a>
      ))}
    </>
  );
}
