import { eq, sql } from 'drizzle-orm';
import { emailSchema } from '@ops/contracts';
import type { Db } from '../../db/client.js';
import { clientUsers, clients } from '../../db/client-schema.js';

interface ShareClassification {
  within_org: string[];
  outside_org: string[];
  /** Entries that are not e-mail addresses. */
  invalid: string[];
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
const normalDomain = (d: string) => d.trim().toLowerCase().replace(/^@+/, '').replace(/\.+$/, '');

/** Whether a domain is one of the client's, or a subdomain of one (mail.acme.com for acme.com). */
export const onClientDomain = (domain: string, clientDomains: string[]) =>
  clientDomains.map(normalDomain).some((d) => d !== '' && (domain === d || domain.endsWith(`.${d}`)));

/**
 * The one rule of who is within a client's organisation: an address on one of the client's domains, or a
 * client user of that client. Everything else valid is outside; what is not an e-mail is invalid. Addresses
 * are trimmed and lower-cased; duplicates count once.
 */
export async function classifyShareEmails(
  db: Db,
  clientId: number,
  emails: string[],
): Promise<ShareClassification & { client_code: string | undefined }> {
  const result: ShareClassification = { within_org: [], outside_org: [], invalid: [] };
  const valid: string[] = [];
  for (const raw of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    const parsed = emailSchema.safeParse(raw);
    if (parsed.success && raw !== '') valid.push(parsed.data);
    else result.invalid.push(raw);
  }
  // The client's code and domains and which of the addresses are its users, in one statement.
  const [client] = await db
    .select({
      code: clients.client_code,
      domains: clients.client_domain_list,
      users: valid.length
        ? sql<string[]>`array(select lower(${clientUsers.email}) from ${clientUsers}
            where ${clientUsers.client_id} = ${clients.id} and lower(${clientUsers.email}) in ${valid})`
        : sql<string[]>`'{}'::text[]`,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  const users = new Set(client?.users ?? []);
  for (const email of valid) {
    const within = users.has(email) || onClientDomain(domainOf(email), client?.domains ?? []);
    (within ? result.within_org : result.outside_org).push(email);
  }
  return { ...result, client_code: client?.code };
}
