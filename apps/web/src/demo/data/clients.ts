import type { Client } from '@ops/contracts';

const DAY = 86_400_000;

/** The client companies of the samples, added some weeks apart. */
export const sampleClients = (now: number): Client[] =>
  [
    { code: 'ACME', name: 'Acme Corporation', domain: 'acme.example.com', daysAgo: 12 },
    { code: 'GLOBEX', name: 'Globex Industries', domain: 'globex.example.com', daysAgo: 47 },
    { code: 'INITECH', name: 'Initech Ltd', domain: 'initech.example.com', daysAgo: 80 },
  ].map((c, index) => ({
    client_id: index + 1,
    client_name: c.name,
    client_code: c.code,
    client_domain_list: [c.domain],
    client_logo: null,
    created_at: new Date(now - c.daysAgo * DAY).toISOString(),
    entities_count: 1,
    users_count: 2,
  }));
