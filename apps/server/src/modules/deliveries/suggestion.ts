import { and, eq, ilike, or } from 'drizzle-orm';
import { SUGGESTION_MIN_CHARS } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clientUsers } from '@/db/client-schema.js';
import { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import { findShareClient } from '../sharing/index.js';
import { containsPattern } from '@/db/like-pattern.js';

const MAX_SUGGESTIONS = 10;

/**
 * Share-field suggestions: the client's users, then addresses its deliveries were shared with, whose e-mail
 * or name contains the search. Fewer than two characters, or no known client, suggest nothing.
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
    .limit(MAX_SUGGESTIONS);
  const shared = await db
    .selectDistinct({ email: sharedLogs.shared_to_user_email })
    .from(sharedLogs)
    .innerJoin(deliveries, eq(deliveries.id, sharedLogs.delivery_id))
    .where(
      and(
        eq(deliveries.client_id, client.id),
        ilike(sharedLogs.shared_to_user_email, pattern),
        // Addresses staff shared with; a recipient's requests for colleagues suggest nothing.
        eq(sharedLogs.is_request, false),
      ),
    )
    .orderBy(sharedLogs.shared_to_user_email)
    .limit(MAX_SUGGESTIONS);
  const seen = new Set(users.map((u) => u.email.toLowerCase()));
  const extra = shared
    .filter((s) => !seen.has(s.email.toLowerCase()))
    .map((s) => ({ email: s.email, name: '' }));
  return [...users, ...extra].slice(0, MAX_SUGGESTIONS);
}
