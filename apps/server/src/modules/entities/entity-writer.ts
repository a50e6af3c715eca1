import { and, eq } from 'drizzle-orm';
import {
  CLIENT_MESSAGES,
  entityCodeCandidates,
  entitySaveRefusal,
  entityServiceLine,
  newContractKey,
  storedEntityFields,
  type entityRequestSchema,
  type Entity,
} from '@ops/contracts';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { clients, entities, entityServices, uploads } from '@/db/client-schema.js';
import { badRequest, notFound } from '@/lib/app-error.js';
import { ruleAnswer, throwRefusal } from '@/lib/rule-refusal.js';
import { createCatalogueRepository } from '../catalogue/index.js';
import { assertPlace } from '../geo/index.js';
import { findEntity } from './entity-reader.js';

type EntityInput = z.output<typeof entityRequestSchema>;

/** The first of the client's entity codes that no entity has (ACME-E01, ACME-E02, ...). */
async function nextEntityCode(db: Db, client: { id: number; client_code: string }) {
  const own = await db.$count(entities, eq(entities.client_id, client.id));
  for (const code of entityCodeCandidates(client.client_code, own))
    if ((await db.$count(entities, eq(entities.entity_code, code))) === 0) return code;
  throw new Error('No free entity code');
}

/** Prices each chosen sub-service in the currency: list price from the catalogue, then the final sell price. */
async function priceServices(
  db: Db,
  lines: { service_mapper: number; discount: string }[],
  currency: string,
) {
  const catalogue = createCatalogueRepository(db);
  const priced = [];
  for (const line of lines) {
    const sub = await catalogue.subService(line.service_mapper, currency);
    const { list_price, offered_price } = ruleAnswer(entityServiceLine(sub, line.discount));
    priced.push({ sub_service_id: line.service_mapper, list_price, discount: line.discount, offered_price });
  }
  return priced;
}

async function assertContractUploaded(db: Db, input: EntityInput, current?: Entity) {
  const key = newContractKey(input, current);
  if (key && (await db.$count(uploads, eq(uploads.key, key))) === 0)
    throw badRequest(CLIENT_MESSAGES.contractNotUploaded);
}

/** Creates an entity, or replaces one's fields and services, inside the caller's transaction. */
export async function saveEntity(
  db: Db,
  input: EntityInput,
  { now, id: existingId }: { now: Date; id?: number },
): Promise<Entity> {
  // A new entity holds its client's row until the caller commits, so two at once number one after the
  // other (no key update: client users' foreign keys may still point at the row meanwhile).
  const clientRows = db.select().from(clients).where(eq(clients.id, input.client_id));
  const [client] = existingId ? await clientRows : await clientRows.for('no key update');
  const current = existingId ? ((await findEntity(db, existingId)) ?? null) : undefined;
  throwRefusal(entitySaveRefusal(input, { clientFound: client !== undefined, current }));
  await assertPlace(input.country, input.city);
  await assertContractUploaded(db, input, current ?? undefined);
  const priced = await priceServices(db, input.services, input.currency);

  const { contract, ...fields } = storedEntityFields(input);
  const values = {
    ...fields,
    contract_filename: contract?.filename ?? null,
    contract_key: contract?.s3_path ?? null,
    updated_at: now,
  };

  let id = existingId;
  if (id) {
    await db
      .update(entities)
      .set(values)
      .where(and(eq(entities.id, id), eq(entities.client_id, input.client_id)));
    await db.delete(entityServices).where(eq(entityServices.entity_id, id));
  } else {
    const [row] = await db
      .insert(entities)
      .values({ ...values, entity_code: await nextEntityCode(db, client!) })
      .returning({ id: entities.id });
    id = row!.id;
  }
  if (priced.length > 0)
    await db.insert(entityServices).values(priced.map((p) => ({ ...p, entity_id: id! })));
  if (input.contract) await db.delete(uploads).where(eq(uploads.key, input.contract.s3_path));
  return (await findEntity(db, id))!;
}

/** Moves an entity to another currency and prices its services again in it. */
export async function changeEntityCurrency(db: Db, id: number, currency: string, now: Date): Promise<Entity> {
  const current = await findEntity(db, id);
  if (!current) throw notFound(CLIENT_MESSAGES.entityNotFound);
  const priced = await priceServices(db, current.invoice_details.services, currency);
  await db.update(entities).set({ currency, updated_at: now }).where(eq(entities.id, id));
  await db.delete(entityServices).where(eq(entityServices.entity_id, id));
  if (priced.length > 0) await db.insert(entityServices).values(priced.map((p) => ({ ...p, entity_id: id })));
  return (await findEntity(db, id))!;
}
