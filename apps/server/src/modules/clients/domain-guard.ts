import { eq } from 'drizzle-orm';
import { CLIENT_MESSAGES, orphanedDomain } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clientUsers } from '@/db/client-schema.js';
import { badRequest } from '@/lib/app-error.js';

/** A domain may leave the client's list only when none of its users has an e-mail there. */
export async function assertDomainsKeepUsers(db: Db, clientId: number, domains: string[]) {
  const users = await db
    .select({ email: clientUsers.email })
    .from(clientUsers)
    .where(eq(clientUsers.client_id, clientId));
  const emails = users.map((u) => u.email);
  const orphaned = orphanedDomain(emails, domains);
  if (orphaned) throw badRequest(CLIENT_MESSAGES.domainInUse(orphaned));
}
