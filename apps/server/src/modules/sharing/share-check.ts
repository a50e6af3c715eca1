import { eq } from 'drizzle-orm';
import { CLIENT_MESSAGES, shareAnswer, type ShareEmailResponse } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients, entities } from '@/db/client-schema.js';
import { notFound } from '@/lib/app-error.js';
import type { SessionUser } from '@/plugins/authentication.js';
import { requireDelivery } from '../assignments/index.js';
import { classifyShareEmails } from './share-rule.js';

type ClientRow = typeof clients.$inferSelect;

/** The client a share or suggestion is about: by client_code, else the delivery's, else the entity's. */
export async function findShareClient(
  db: Db,
  ref: { client_code?: string; delivery_id?: string; entity_code?: string },
): Promise<ClientRow | undefined> {
  if (ref.client_code) {
    const [row] = await db.select().from(clients).where(eq(clients.client_code, ref.client_code));
    return row;
  }
  if (ref.delivery_id) {
    const delivery = await requireDelivery(db, ref.delivery_id);
    const [row] = await db.select().from(clients).where(eq(clients.id, delivery.client_id));
    return row;
  }
  if (ref.entity_code) {
    const [row] = await db
      .select({ client: clients })
      .from(entities)
      .innerJoin(clients, eq(clients.id, entities.client_id))
      .where(eq(entities.entity_code, ref.entity_code));
    return row?.client;
  }
  return undefined;
}

/**
 * Whether the addresses may be shared with for the client, by the contracts' share answer
 * (rules/share-records.ts). A wrong password is the auth service's 400 (and counts against its throttle).
 */
export async function checkShareEmails(
  db: Db,
  validatePassword: (current: SessionUser, password: string) => Promise<void>,
  caller: SessionUser,
  clientId: number,
  input: { emails: string[]; accept_warning: boolean; password?: string },
): Promise<ShareEmailResponse> {
  const { client_code, ...found } = await classifyShareEmails(db, clientId, input.emails);
  if (client_code === undefined) throw notFound(CLIENT_MESSAGES.clientNotFound);
  const { answer, password } = shareAnswer(found, client_code, input);
  if (password) await validatePassword(caller, password);
  return answer;
}

/** share-email/: the check for the client the request names (by client_code, else delivery, else entity). */
export async function checkShareEmailsByRef(
  db: Db,
  validatePassword: (current: SessionUser, password: string) => Promise<void>,
  caller: SessionUser,
  input: Parameters<typeof findShareClient>[1] & Parameters<typeof checkShareEmails>[4],
) {
  const client = await findShareClient(db, input);
  if (!client) throw notFound(CLIENT_MESSAGES.clientNotFound);
  return checkShareEmails(db, validatePassword, caller, client.id, input);
}
