import type { ClientUser } from '@ops/contracts';
import type { clientUsers } from '@/db/client-schema.js';

export function presentClientUser(row: typeof clientUsers.$inferSelect): ClientUser {
  return {
    id: row.id,
    client_id: row.client_id,
    username: row.username,
    email: row.email,
    phone_number_list: row.phone_number_list,
    country: row.country,
    city: row.city,
    category: row.category as ClientUser['category'],
    designation: row.designation,
    industry: row.industry as ClientUser['industry'],
    job_function: row.job_function as ClientUser['job_function'],
    default_entity: row.default_entity_id,
  };
}
