import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SHARE_POLICY_ROLES } from '@ops/contracts';
import type { Client } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { hasSessionToken } from '@/shared/session/session-storage';
import { errorMessage } from '@/shared/api/base-query';
import { useListClientsQuery, useSearchClientsQuery } from '@/features/clients/api/clients-api';
import { LIST_TEXTS } from '@/features/clients/lib/client-texts';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { ClientCard } from './client-card';
import { searchProblem } from '@/shared/forms/search-problem';
import { ClientListToolbar } from './client-list-toolbar';
import type { ListFilters } from './client-list-toolbar';
import { EditClientModal } from './edit-client-modal';
import { SharePolicyModal } from './share-policy-modal';
import { useDebounced } from '@/shared/hooks/use-debounced';
import '@/features/clients/clients.css';
import '@/features/clients/client-admin.css';
import '@/features/clients/client-fields.css';
import '@/features/clients/client-records.css';

const createdIdOf = (state: unknown) =>
  state &&
  typeof state === 'object' &&
  'createdClientId' in state &&
  typeof state.createdClientId === 'number'
    ? state.createdClientId
    : null;

/** /requester: clients grouped by the month they were added, with search, month filter and sort. */
export function ClientListPage() {
  const location = useLocation();
  const createdId = createdIdOf(location.state);
  const [filters, setFilters] = useState<ListFilters>({ search: '', month: '', sort: 'asc' });
  const [editing, setEditing] = useState<Client | null>(null);
  const [policyOf, setPolicyOf] = useState<Client | null>(null);
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const setsPolicies = (SHARE_POLICY_ROLES as readonly string[]).includes(profile?.user_type ?? '');
  const typed = filters.search.trim();
  const settled = useDebounced(typed);
  // Clearing the box shows the list at once; typing waits for a pause.
  const term = typed ? settled : '';
  const searching = term.length > 0;
  const termUsable = searching && !searchProblem(term);

  const listed = useListClientsQuery(
    { month: filters.month || undefined, sort: filters.sort },
    { skip: searching },
  );
  const found = useSearchClientsQuery({ q: term, sort: filters.sort }, { skip: !termUsable });
  const result = searching ? found : listed;
  const groups = searching && !termUsable ? [] : (result.data?.data ?? []);
  const total = groups.reduce((sum, g) => sum + g.info.length, 0);

  return (
    <div className="clients-page">
      <header className="clients-page__header">
        <div>
          <h1 className="clients-page__title">{LIST_TEXTS.title}</h1>
          <p className="clients-page__hint">{LIST_TEXTS.hint}</p>
        </div>
        <Link className="btn btn--primary" to="/adduser">
          {LIST_TEXTS.add}
        </Link>
      </header>
      <ClientListToolbar filters={filters} onChange={setFilters} />
      <p className="list-summary" role="status" aria-live="polite">
        {result.isFetching
          ? FIELD_TEXTS.loading
          : searching
            ? LIST_TEXTS.matches(total, term)
            : LIST_TEXTS.count(total)}
      </p>
      {result.error && (
        <p className="list-state list-state--error" role="alert">
          {errorMessage(result.error)}
        </p>
      )}
      {!result.isFetching && !result.error && total === 0 && <p className="list-state">{LIST_TEXTS.none}</p>}
      {groups.map((group) => (
        <section key={group.month} className="month-group" aria-labelledby={`month-${group.month}`}>
          <h2 id={`month-${group.month}`} className="month-group__title">
            {group.title} <span className="month-group__count">{group.info.length}</span>
          </h2>
          <div className="client-grid">
            {group.info.map((client) => (
              <ClientCard
                key={client.client_id}
                client={client}
                isNew={client.client_id === createdId}
                onEdit={() => setEditing(client)}
                onSharingPolicy={setsPolicies ? () => setPolicyOf(client) : undefined}
              />
            ))}
          </div>
        </section>
      ))}
      {editing && <EditClientModal client={editing} onClose={() => setEditing(null)} />}
      {policyOf && <SharePolicyModal client={policyOf} onClose={() => setPolicyOf(null)} />}
    </div>
  );
}
