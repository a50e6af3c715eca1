import { eq } from 'drizzle-orm';
import {
  CLIENT_MESSAGES,
  firstEntityPlace,
  firstUserRequest,
  newEntityRequest,
  type createClientRequestSchema,
} from '@ops/contracts';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { violatedUniqueConstraint } from '@/db/db-errors.js';
import { badRequest } from '@/lib/app-error.js';
import { saveClientUser } from '../client-users/index.js';
import { saveEntity } from '../entities/index.js';
import { inTransaction } from '@/db/transaction.js';

type CreateClientInput = z.output<typeof createClientRequestSchema>;

/**
 * Section 4 'client creation': a new company (or an existing one) with its first entity and first user,
 * all or nothing.
 */
export async function createClient(db: Db, input: CreateClientInput, now: Date): Promise<number> {
  try {
    return await insertClient(db, input, now);
  } catch (error) {
    // A concurrent create with this code that won the race: the answer the check gives in turn (the first
    // user's e-mail race is answered by saveClientUser).
    if (violatedUniqueConstraint(error) === 'clients_client_code_unique')
      throw badRequest(CLIENT_MESSAGES.clientCodeTaken(input.client_code));
    throw error;
  }
}

function insertClient(db: Db, input: CreateClientInput, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    let clientId = input.client_id;
    if (clientId === null) {
      if ((await tx.$count(clients, eq(clients.client_code, input.client_code))) > 0) {
        throw badRequest(CLIENT_MESSAGES.clientCodeTaken(input.client_code));
      }
      const [row] = await tx
        .insert(clients)
        .values({
          client_name: input.company_name,
          client_code: input.client_code,
          client_domain_list: input.company_domain_list,
          ...(input.portal_language && { portal_language: input.portal_language }),
          created_at: now,
          updated_at: now,
        })
        .returning({ id: clients.id });
      clientId = row!.id;
    } else if ((await tx.$count(clients, eq(clients.id, clientId))) === 0) {
      throw badRequest(CLIENT_MESSAGES.clientNotFound);
    }

    const firstEntity = newEntityRequest(clientId, firstEntityPlace(input.entity_data));
    const entity = await saveEntity(tx, firstEntity, { now });
    await saveClientUser(tx, firstUserRequest(clientId, input, entity.id), { now });
    return clientId;
  });
}
