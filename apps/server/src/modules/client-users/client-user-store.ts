import { and, asc, eq, ne } from 'drizzle-orm';
import { CLIENT_MESSAGES, clientUserRefusal, type clientUserRequestSchema } from '@ops/contracts';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { clientUsers, clients, entities } from '@/db/client-schema.js';
import { badRequest } from '@/lib/app-error.js';
import { throwRefusal } from '@/lib/rule-refusal.js';
import { assertPlace } from '../geo/index.js';
import { violatedUniqueConstraint } from '@/db/db-errors.js';

type ClientUserInput = z.output<typeof clientUserRequestSchema>;
export async function findClientUser(db: Db, id: number) {
  const [row] = await db.select().from(clientUsers).where(eq(clientUsers.id, id));
  return row;
}

export const listClientUsers = (db: Db, clientId: number) =>
  db.select().from(clientUsers).where(eq(clientUsers.client_id, clientId)).orderBy(asc(clientUsers.id));

/**
 * Creates or updates a client user: the people deliveries are shared with. The e-mail must use one of the
 * client's domains and be unique; the default entity must be the client's.
 */
export async function saveClientUser(
  db: Db,
  input: ClientUserInput,
  { now, id: existingId }: { now: Date; id?: number },
) {
  const [client] = await db.select().from(clients).where(eq(clients.id, input.client_id));
  const current = existingId ? ((await findClientUser(db, existingId)) ?? null) : undefined;
  const sameEmail = and(
    eq(clientUsers.email, input.email),
    existingId ? ne(clientUsers.id, existingId) : undefined,
  );
  const own = (entityId: number) => and(eq(entities.id, entityId), eq(entities.client_id, input.client_id));
  throwRefusal(
    clientUserRefusal(input, {
      clientFound: client !== undefined,
      current,
      domains: client?.client_domain_list ?? [],
      emailTaken: (await db.$count(clientUsers, sameEmail)) > 0,
      defaultEntityOwn:
        input.default_entity === null || (await db.$count(entities, own(input.default_entity))) > 0,
    }),
  );
  await assertPlace(input.country, input.city);

  const values = {
    client_id: input.client_id,
    username: input.username,
    email: input.email,
    phone_number_list: input.phone_number_list,
    country: input.country,
    city: input.city,
    category: input.category,
    designation: input.designation,
    industry: input.industry,
    job_function: input.job_function,
    default_entity_id: input.default_entity,
    updated_at: now,
  };
  try {
    const [row] = existingId
      ? await db.update(clientUsers).set(values).where(eq(clientUsers.id, existingId)).returning()
      : await db.insert(clientUsers).values(values).returning();
    return row!;
  } catch (error) {
    // A concurrent save of the same e-mail that won the race.
    if (violatedUniqueConstraint(error) === 'client_users_email_unique')
      throw badRequest(CLIENT_MESSAGES.emailInUse);
    throw error;
  }
}
