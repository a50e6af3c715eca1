import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '@/shared/ui/tabs';
import { useGetDefaultClientsQuery } from '@/features/clients/api/clients-api';
import { ADMIN_TEXTS } from '@/features/clients/lib/client-texts';
import { ClientForm } from '../client-form/client-form';
import { EntitiesSection } from '../entities/entities-section';
import { InvoicesSection } from '../invoices/invoices-section';
import { UsersSection } from '../users/users-section';
import { ClientPicker } from './client-picker';
import '@/features/clients/clients.css';
import '@/features/clients/client-admin.css';
import '@/features/clients/client-fields.css';
import '@/features/clients/client-records.css';

const TAB_IDS = ['client', 'entities', 'invoices', 'users'] as const;
type AreaTab = (typeof TAB_IDS)[number];

const tabOf = (value: string | null): AreaTab => TAB_IDS.find((id) => id === value) ?? 'client';

/** /adduser: create a client, or manage a client's entities, invoices and users (?tab=&client=). */
export function ClientAdminPage() {
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const [clientFormKey, setClientFormKey] = useState(0);
  const tab = tabOf(params.get('tab'));
  const clientId = Number(params.get('client')) || null;
  const { data: clients = [], isLoading } = useGetDefaultClientsQuery(undefined, { skip: tab === 'client' });
  const client = clients.find((c) => c.id === clientId) ?? null;
  const tabs = TAB_IDS.map((id) => ({ id, label: ADMIN_TEXTS.tabs[id] }));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="clients-page">
      <header className="clients-page__header">
        <div>
          <h1 className="clients-page__title">{ADMIN_TEXTS.title}</h1>
          <p className="clients-page__hint">{ADMIN_TEXTS.hint}</p>
        </div>
        <Link className="btn btn--secondary" to="/requester">
          {ADMIN_TEXTS.all}
        </Link>
      </header>
      <Tabs
        label={ADMIN_TEXTS.title}
        tabs={tabs}
        active={tab}
        onChange={(t) => update({ tab: t })}
        idBase={idBase}
      />
      <TabPanel idBase={idBase} active={tab}>
        {tab === 'client' ? (
          <ClientForm key={clientFormKey} onClear={() => setClientFormKey((k) => k + 1)} />
        ) : (
          <div className="client-area">
            <ClientPicker
              clients={clients}
              loading={isLoading}
              value={clientId}
              onChange={(id) => update({ client: id ? String(id) : null })}
            />
            {!client && !isLoading && <p className="list-state">{ADMIN_TEXTS.choose[tab]}</p>}
            {client && tab === 'entities' && <EntitiesSection key={client.id} client={client} />}
            {client && tab === 'invoices' && <InvoicesSection key={client.id} client={client} />}
            {client && tab === 'users' && <UsersSection key={client.id} client={client} />}
          </div>
        )}
      </TabPanel>
    </div>
  );
}
