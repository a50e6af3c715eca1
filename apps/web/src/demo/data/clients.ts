import type { Client } from '@ops/contracts';
import { SAMPLE_CLIENTS } from './client-samples';

const DAY = 86_400_000;

/** The client companies of the samples, added some weeks apart; ids as sampleClientArea numbers them. */
export const sampleClients = (now: number): Client[] =>
  SAMPLE_CLIENTS.map((c, index) => ({
    client_id: index + 1,
    client_name: c.name,
    client_code: c.code,
    client_domain_list: [...c.domains],
    client_logo: null,
    created_at: new Date(now - c.daysAgo * DAY).toISOString(),
    entities_count: c.entities.length,
    users_count: c.users.length,
  }));
