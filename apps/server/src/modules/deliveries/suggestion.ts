import { and, eq, ilike, or } from 'drizzle-orm';
import { SHARE_SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, shareSuggestions } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clientUsers } from '@/db/client-schema.js';
import { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import { findShareClient } from '../sharing/index.js';
import { containsPattern } from '@/db/like-pattern.js';

/**
 * Share-field suggestions by the contracts' rule (the client's users, then addresses its deliveries were
 * shared with), read already narrowed to the search. Fewer than two characters, or no known client, suggest
 * nothing.
 */
export async function suggestEmails(
  db: Db,
  query: { search: string; client_code?: string; delivery_id?: string; entity_code?: string },
) {
  if (query.search.length < SUGGESTION_MIN_CHARS) return [];
  const client = await findShareClient(db, query).catch(() => undefined);
  if (!client) return [];
  const pattern = containsPattern(query.search);
  const users = await db
    .select({ email: clientUsers.email, name: clientUsers.username })
    .from(clientUsers)
    .where(
      and(
        eq(clientUsers.client_id, client.id),
        or(ilike(clientUsers.email, pattern), ilike(clientUsers.username, pattern)),
      ),
    )
    .orderBy(clientUsers.email)
    .limit(SHARE_SUGGESTION_LIMIT);
  const shared = await db
    .selectDistinct({ email: sharedLogs.shared_to_user_email, is_request: sharedLogs.is_request })
    .from(sharedLogs)
    .innerJoin(deliveries, eq(deliveries.id, sharedLogs.delivery_id))
    .where(
      and(
        eq(deliveries.client_id, client.id),
        ilike(sharedLogs.shared_to_user_email, pattern),
        // The rule leaves requests out; leaving them out here too keeps them from taking up the limit.
        eq(sharedLogs.is_request, false),
      ),
    )
    .orderBy(sharedLogs.shared_to_user_email)
    .limit(SHARE_SUGGESTION_LIMIT);
  return shareSuggestions({ users, shared });
}
