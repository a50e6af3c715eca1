import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clientUsers, entities } from '@/db/client-schema.js';
import { workspaceAssignments } from '@/db/delivery-schema.js';

/**
 * Who a contact is to the intake: a client user's name when the address is one of the client's users, else
 * the address; the entity is that user's default, else the client's only entity, else none.
 */
async function requester(db: Db, clientId: number, email: string) {
  const [user] = await db
    .select({ name: clientUsers.username, entity: clientUsers.default_entity_id })
    .from(clientUsers)
    .where(and(eq(clientUsers.client_id, clientId), eq(sql`lower(${clientUsers.email})`, email)));
  let entity = user?.entity ?? null;
  if (entity === null) {
    const own = await db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.client_id, clientId))
      .orderBy(asc(entities.id))
      .limit(2);
    entity = own.length === 1 ? own[0]!.id : null;
  }
  return { name: user?.name || email, entity };
}

/**
 * A new workspace assignment for files a client contact sent (decision 0039): in the caller's transaction,
 * with no services yet; step 1 of New Delivery offers it like an imported one.
 */
export async function addRequestAssignment(
  db: Db,
  values: { id: string; name: string; clientId: number; email: string; now: Date },
) {
  const who = await requester(db, values.clientId, values.email);
  const [row] = await db
    .insert(workspaceAssignments)
    .values({
      id: values.id,
      name: values.name,
      client_id: values.clientId,
      entity_id: who.entity,
      requester_name: who.name,
      requester_email: values.email,
      batch_id: null,
      services: [],
      created_at: values.now,
      updated_at: values.now,
    })
    .returning({ id: workspaceAssignments.id, name: workspaceAssignments.name });
  return row!;
}
