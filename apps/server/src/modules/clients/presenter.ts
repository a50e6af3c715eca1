import type { Client, ClientMonth } from '@ops/contracts';
import { mediaPath } from '../media/index.js';
import type { ClientWithCounts } from './client-repository.js';
import { groupByMonth, isLocale } from '@ops/contracts';

export function presentClient(row: ClientWithCounts): Client {
  return {
    client_id: row.id,
    client_name: row.client_name,
    client_code: row.client_code,
    client_domain_list: row.client_domain_list,
    client_logo: row.logo_key ? mediaPath(row.logo_key) : null,
    created_at: row.created_at.toISOString(),
    entities_count: row.entities_count,
    users_count: row.users_count,
    portal_language: isLocale(row.portal_language) ? row.portal_language : 'en',
  };
}

/** Groups clients, already in order, under the month they were added. */
export const groupClientsByMonth = (rows: ClientWithCounts[]): ClientMonth[] =>
  groupByMonth(rows, (row) => row.created_at, presentClient);
