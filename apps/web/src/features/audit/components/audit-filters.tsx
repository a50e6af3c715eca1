import { useMemo } from 'react';
import { AUDIT_MESSAGES, type AuditFilterOptions } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { ComboField } from '@/shared/ui/combo-field';
import { TextField } from '@/shared/ui/text-field';
import { NO_FILTERS, rangeBackwards, type AuditFilterState } from '../lib/audit-query';
import { AUDIT_FILTER_TEXTS as T } from '../lib/audit-texts';

interface AuditFiltersProps {
  value: AuditFilterState;
  options: AuditFilterOptions | undefined;
  loading: boolean;
  onChange: (next: AuditFilterState) => void;
}

/** Person, action, client and a range of days; each change applies at once and starts again at page one. */
export function AuditFilters({ value, options, loading, onChange }: AuditFiltersProps) {
  const people = useMemo(
    () =>
      (options?.actors ?? []).map((a) => ({
        value: a.id,
        label: a.name ? `${a.name} (${a.email})` : a.email,
      })),
    [options],
  );
  const clients = useMemo(
    () => (options?.clients ?? []).map((c) => ({ value: c.id, label: c.name })),
    [options],
  );
  const actions = options?.actions ?? [];
  const set = (patch: Partial<AuditFilterState>) => onChange({ ...value, ...patch });
  const filtered = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);

  return (
    <form
      className="audit-filters"
      aria-label={T.form}
      onSubmit={(event) => event.preventDefault()}
      data-testid="audit-filters"
    >
      <ComboField
        label={T.person}
        name="actor"
        value={value.actor}
        options={people}
        onChange={(actor) => set({ actor })}
        loading={loading}
        clearable
        placeholder={T.anyone}
      />
      <ComboField
        label={T.action}
        name="action"
        value={value.action}
        options={actions}
        onChange={(action) => set({ action })}
        loading={loading}
        clearable
        placeholder={T.anyAction}
      />
      <ComboField
        label={T.client}
        name="client"
        value={value.client}
        options={clients}
        onChange={(client) => set({ client })}
        loading={loading}
        clearable
        placeholder={T.anyClient}
      />
      <TextField
        label={T.from}
        name="from"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <TextField
        label={T.to}
        name="to"
        type="date"
        value={value.to}
        min={value.from || undefined}
        error={rangeBackwards(value) ? AUDIT_MESSAGES.dateOrder : undefined}
        onChange={(event) => set({ to: event.target.value })}
      />
      <div className="audit-filters__actions">
        <Button variant="ghost" disabled={!filtered} onClick={() => onChange(NO_FILTERS)}>
          {T.clear}
        </Button>
      </div>
    </form>
  );
}
