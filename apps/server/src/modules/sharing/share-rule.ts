import { and, eq, inArray, sql } from 'drizzle-orm';
import { classifyShareEmails as classify, splitShareEmails, type ShareClassification } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clientUsers, clients } from '@/db/client-schema.js';

/**
 * The contracts' share rule (rules/share-rule.ts) against a client's row: its code and domains, and which of
 * the addresses are its client users, in one statement (a row per such user, or one with none).
 */
export async function classifyShareEmails(
  db: Db,
  clientId: number,
  emails: string[],
): Promise<ShareClassification & { client_code: string | undefined }> {
  const { valid } = splitShareEmails(emails);
  const userEmail = sql<string | null>`lower(${clientUsers.email})`;
  const rows = await db
    .select({ code: clients.client_code, domains: clients.client_domain_list, user: userEmail })
    .from(clients)
    .leftJoin(
      clientUsers,
      and(eq(clientUsers.client_id, clients.id), valid.length ? inArray(userEmail, valid) : sql`false`),
    )
    .where(eq(clients.id, clientId));
  const userEmails = rows.flatMap((r) => (r.user ? [r.user] : []));
  const found = classify(emails, { domains: rows[0]?.domains ?? [], userEmails });
  return { ...found, client_code: rows[0]?.code };
}
