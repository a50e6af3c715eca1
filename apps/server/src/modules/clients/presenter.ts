import type { Client, ClientMonth } from '@ops/contracts';
import { mediaPath } from '../media/media-path.js';
import type { ClientWithCounts } from './client-repository.js';

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
  };
}

const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Groups clients, already in order, under the month they were added. */
export function groupByMonth(rows: ClientWithCounts[]): ClientMonth[] {
  const months = new Map<string, ClientMonth>();
  for (const row of rows) {
    const month = row.created_at.toISOString().slice(0, 7);
    let group = months.get(month);
    if (!group) {
      group = { title: monthTitle.format(row.created_at), month, info: [] };
      months.set(month, group);
    }
    group.info.push(presentClient(row));
  }
  return [...months.values()];
}
