import { asc, eq, inArray } from 'drizzle-orm';
import type { Entity } from '@ops/contracts';
import type { Db } from '../../db/client.js';
import { entities, entityServices, services, subServices } from '../../db/client-schema.js';

type EntityRow = typeof entities.$inferSelect;

/** Entities with their priced services, shaped as the API answers them. */
async function readEntities(db: Db, rows: EntityRow[]): Promise<Entity[]> {
  if (rows.length === 0) return [];
  const lines = await db
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
    .where(
      inArray(
        entityServices.entity_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(entityServices.id));

  return rows.map((row) => ({
    id: row.id,
    client_id: row.client_id,
    entity_code: row.entity_code,
    entity_name: row.entity_name,
    address1: row.address1,
    address2: row.address2,
    zip_code: row.zip_code,
    country: row.country,
    city: row.city,
    company_reg_no: row.company_reg_no,
    company_reg_validity: row.company_reg_validity,
    tax_reg_no: row.tax_reg_no,
    tax_validity: row.tax_validity,
    is_external: row.is_external,
    file_sharing_platform: row.file_sharing_platform,
    file_shared_type: row.file_shared_type as Entity['file_shared_type'],
    uses_charge_code: row.uses_charge_code,
    charge_code: row.charge_code,
    contract_file_type: row.contract_file_type as Entity['contract_file_type'],
    is_msla: row.contract_file_type === 'MSLA',
    contract:
      row.contract_key && row.contract_filename
        ? { filename: row.contract_filename, s3_path: row.contract_key }
        : null,
    contract_validity_start: row.contract_validity_start,
    contract_validity_end: row.contract_validity_end,
    currency: row.currency as Entity['currency'],
    file_duration: row.file_duration,
    tax_list: row.tax_list as Entity['tax_list'],
    invoice_details: {
      currency: row.currency as Entity['currency'],
      services: lines
        .filter((l) => l.line.entity_id === row.id)
        .map((l) => ({
          id: l.line.id,
          service_mapper: l.line.sub_service_id,
          service_id: l.service_id,
          service: l.service,
          sub_service: l.sub_service,
          unit_type: l.unit_type,
          list_price: l.line.list_price,
          discount: l.line.discount,
          offered_price: l.line.offered_price,
        })),
    },
  }));
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
