import { useId } from 'react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/api/base-query';
import { TabPanel, Tabs } from '@/shared/ui/tabs';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { PANEL_TEXTS } from '@/features/clients/lib/record-texts';

export type PanelTab = 'form' | 'list';

interface RecordPanelProps {
  /** What the records are ('Entities'): names the tab list. */
  label: string;
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  form: ReactNode;
  list: ReactNode;
}

/** Entities, invoices and users: a form tab and a list tab (section 2). */
export function RecordPanel({ label, tab, onTabChange, form, list }: RecordPanelProps) {
  const idBase = useId();
  const tabs = [
    { id: 'form', label: PANEL_TEXTS.form },
    { id: 'list', label: PANEL_TEXTS.list },
  ] as const;
  return (
    <section className="record-panel" aria-labelledby={`${idBase}-heading`}>
      {/* The cards' h3 titles need an h2 above them; the tabs already show what the section is. */}
      <h2 id={`${idBase}-heading`} className="visually-hidden">
        {label}
      </h2>
      <Tabs
        label={PANEL_TEXTS.views(label)}
        tabs={tabs}
        active={tab}
        onChange={onTabChange}
        idBase={idBase}
        variant="secondary"
      />
      <TabPanel idBase={idBase} active={tab}>
        {tab === 'form' ? form : list}
      </TabPanel>
    </section>
  );
}

/** A list's waiting, failure and empty states. */
function ListState({
  loading,
  error,
  empty,
  emptyText,
}: {
  loading: boolean;
  error?: string | null;
  empty: boolean;
  emptyText: string;
}) {
  if (loading)
    return (
      <p className="list-state" role="status">
        {FIELD_TEXTS.loading}
      </p>
    );
  if (error)
    return (
      <p className="list-state list-state--error" role="alert">
        {error}
      </p>
    );
  if (empty) return <p className="list-state">{emptyText}</p>;
  return null;
}

/** The List tab of a record panel: the list query's states, then the cards. */
export function RecordList({
  query,
  count,
  emptyText,
  children,
}: {
  query: { isLoading: boolean; error?: unknown };
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <div className="record-list">
      <ListState
        loading={query.isLoading}
        error={query.error ? errorMessage(query.error) : null}
        empty={count === 0}
        emptyText={emptyText}
      />
      {children}
    </div>
  );
}
