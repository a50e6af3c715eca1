import type { ReactNode } from 'react';
import { revealOnFocus } from './reveal-on-focus';
import { rovingIndex } from './roving-index';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  /** The id prefix shared with the panel (`${idBase}-panel`). */
  idBase: string;
  variant?: 'primary' | 'secondary';
}

/** A row of tabs; the page renders one panel labelled by the active tab. */
export function Tabs<T extends string>({
  label,
  tabs,
  active,
  onChange,
  idBase,
  variant = 'primary',
}: TabsProps<T>) {
  const select = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (next) {
      onChange(next.id);
      document.getElementById(`${idBase}-${next.id}-tab`)?.focus();
    }
  };
  return (
    <div role="tablist" aria-label={label} className={`tabs tabs--${variant}`}>
      {tabs.map((t, index) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`${idBase}-${t.id}-tab`}
          aria-selected={active === t.id}
          aria-controls={`${idBase}-panel`}
          tabIndex={active === t.id ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(t.id)}
          // The row scrolls sideways on a phone.
          onFocus={revealOnFocus}
          // The ARIA tabs pattern (the focused tab is selected).
          onKeyDown={(event) => {
            const target = rovingIndex(event.key, index, tabs.length, 'row');
            if (target === null || event.altKey || event.ctrlKey || event.metaKey) return;
            // Else the row (scrolling sideways on a phone) or the page would scroll as well.
            event.preventDefault();
            select(target);
          }}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({
  idBase,
  active,
  children,
}: {
  idBase: string;
  active: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idBase}-panel`}
      aria-labelledby={`${idBase}-${active}-tab`}
      className="tab-panel"
    >
      {children}
    </div>
  );
}
