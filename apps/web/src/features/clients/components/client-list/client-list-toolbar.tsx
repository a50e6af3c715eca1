import { searchProblem } from '@/shared/forms/search-problem';
import { FieldError } from '@/shared/ui/field-error';
import type { ClientSort } from '@/features/clients/api/clients-api';
import { LIST_TEXTS as T } from '@/features/clients/lib/client-texts';

export interface ListFilters {
  search: string;
  month: string;
  sort: ClientSort;
}

/** Search (name, code, domains), month and sort order of the client list. */
export function ClientListToolbar({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (f: ListFilters) => void;
}) {
  const problem = searchProblem(filters.search);
  return (
    <div className="toolbar" role="search">
      <div className="field toolbar__search">
        <label className="field__label" htmlFor="client-search">
          {T.search}
        </label>
        <input
          id="client-search"
          name="q"
          type="search"
          className="field__input"
          placeholder={T.searchHint}
          value={filters.search}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'client-search-error' : undefined}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
        <FieldError id="client-search-error" message={problem ?? undefined} testId="q-error" />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="client-month">
          {T.month}
        </label>
        <input
          id="client-month"
          type="month"
          className="field__input"
          value={filters.month}
          disabled={!!filters.search.trim()}
          onChange={(event) => onChange({ ...filters, month: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="client-sort">
          {T.sort}
        </label>
        <select
          id="client-sort"
          className="field__input field__select"
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as ClientSort })}
        >
          <option value="asc">{T.oldest}</option>
          <option value="desc">{T.newest}</option>
        </select>
      </div>
    </div>
  );
}
