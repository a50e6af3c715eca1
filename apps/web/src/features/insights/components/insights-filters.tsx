import { useMemo, useState } from 'react';
import {
  INSIGHT_PERIODS,
  SERVICE_CATEGORIES,
  type DefaultClient,
  type InsightPeriod,
  type ServiceCategoryCode,
} from '@ops/contracts';
import { ComboField } from '@/shared/ui/combo-field';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { customPeriodProblem, monthsOf, type InsightsArgs } from '../lib/insights-params';
import { TEXTS } from '../lib/texts';

interface InsightsFiltersProps {
  args: InsightsArgs;
  clients: DefaultClient[];
  loadingClients: boolean;
  onChange: (next: InsightsArgs) => void;
}

/** Read when drawn, so that the labels are said in the console's language. */
const categoryOptions = () =>
  (Object.entries(SERVICE_CATEGORIES) as [ServiceCategoryCode, string][]).map(([value, label]) => ({
    value,
    label,
  }));

/**
 * A custom period's first and last month. What is typed stays here until the contracts' query schema
 * accepts it; only then does it reach the address (and the call), so a half-typed period asks nothing.
 */
function CustomMonths({ args, onChange }: Pick<InsightsFiltersProps, 'args' | 'onChange'>) {
  const applied = { from: args.from ?? '', to: args.to ?? '' };
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  // The address changed from elsewhere (back, a shared link): what it holds replaces the draft.
  if (shown.from !== applied.from || shown.to !== applied.to) {
    setShown(applied);
    setDraft(applied);
  }
  const problem = customPeriodProblem(draft.from, draft.to);
  const change = (patch: Partial<typeof draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!customPeriodProblem(next.from, next.to)) onChange({ ...args, period: 'custom', ...next });
  };
  return (
    <>
      <TextField
        label={TEXTS.from}
        name="from"
        type="month"
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => change({ from: event.target.value })}
      />
      <TextField
        label={TEXTS.to}
        name="to"
        type="month"
        value={draft.to}
        min={draft.from || undefined}
        error={problem ?? undefined}
        onChange={(event) => change({ to: event.target.value })}
      />
    </>
  );
}

/** Period (with a custom one's months), client and service category; each change applies at once. */
export function InsightsFilters({ args, clients, loadingClients, onChange }: InsightsFiltersProps) {
  const clientOptions = useMemo(
    () =>
      [...clients]
        .sort((a, b) => a.company_name.localeCompare(b.company_name))
        .map((client) => ({ value: client.id, label: client.company_name })),
    [clients],
  );

  const choosePeriod = (period: InsightPeriod) => {
    if (period !== 'custom') {
      onChange({ ...args, period, from: undefined, to: undefined });
      return;
    }
    // A custom period starts as the months on the screen, to be moved from there.
    const months = monthsOf(args);
    onChange({ ...args, period, from: months[0], to: months.at(-1) });
  };

  return (
    <form
      className="insights-filters"
      aria-label={TEXTS.filters}
      onSubmit={(event) => event.preventDefault()}
      data-testid="insights-filters"
    >
      <SelectField
        label={TEXTS.period}
        name="period"
        value={args.period}
        options={INSIGHT_PERIODS.map((value) => ({ value, label: TEXTS.periods[value] }))}
        onChange={(event) => choosePeriod(event.target.value as InsightPeriod)}
      />
      {args.period === 'custom' && <CustomMonths args={args} onChange={onChange} />}
      <ComboField
        label={TEXTS.client}
        name="client"
        value={args.client_id ?? null}
        options={clientOptions}
        onChange={(id) => onChange({ ...args, client_id: id ?? undefined })}
        loading={loadingClients}
        clearable
        placeholder={TEXTS.allClients}
      />
      <SelectField
        label={TEXTS.category}
        name="category"
        value={args.category ?? ''}
        options={categoryOptions()}
        emptyOption={TEXTS.allCategories}
        onChange={(event) =>
          onChange({
            ...args,
            category: (event.target.value || undefined) as ServiceCategoryCode | undefined,
          })
        }
      />
    </form>
  );
}
