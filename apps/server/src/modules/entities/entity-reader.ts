import { asc, eq, inArray } from 'drizzle-orm';
import type { Entity } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { entities, entityServices, services, subServices } from '@/db/client-schema.js';
import { type EntityServiceLine, presentEntity } from './presenter.js';

type EntityRow = typeof entities.$inferSelect;

/** The entities' priced service lines, each with its sub-service and service. */
const serviceLines = (db: Db, entityIds: number[]): Promise<EntityServiceLine[]> =>
  db
    .select({
      line: entityServices,
      sub_service: subServices.name,
      unit_type: subServices.unit_type,
      service_id: services.id,
      service: services.name,
    })
    .from(entityServices)
    .innerJoin(subServices, eq(subServices.id, entityServices.sub_service_id))
    .innerJoin(services, eq(services.id, subServices.service_id))
    .where(inArray(entityServices.entity_id, entityIds))
    .orderBy(asc(entityServices.id));

/** Entities with their priced services, shaped as the API answers them. */
async function readEntities(db: Db, rows: EntityRow[]): Promise<Entity[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await serviceLines(db, ids);
  return rows.map((row) => presentEntity(row, lines));
}

export async function findEntity(db: Db, id: number): Promise<Entity | undefined> {
  const rows = await db.select().from(entities).where(eq(entities.id, id));
  return (await readEntities(db, rows))[0];
}

export async function listEntitiesOfClient(db: Db, clientId: number): Promise<Entity[]> {
  const rows = await db
    .select()
    .from(entities)
    .where(eq(entities.client_id, clientId))
    .orderBy(asc(entities.id));
  return readEntities(db, rows);
}
