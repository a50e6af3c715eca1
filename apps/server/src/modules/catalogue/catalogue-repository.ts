import { asc, eq, and, sql } from 'drizzle-orm';
import { CATALOGUE, CURRENCY_FACTORS, formatMoney } from '@ops/contracts';
import { Decimal } from 'decimal.js';
import { ADVISORY_LOCKS } from '@/db/advisory-locks.js';
import type { Db } from '@/db/client.js';
import { services, subServicePrices, subServices } from '@/db/client-schema.js';

export interface SubServiceInfo {
  id: number;
  name: string;
  unit_type: string;
  service_id: number;
  service_name: string;
  list_price: string | null;
  msla_price: string | null;
}

export function createCatalogueRepository(db: Db) {
  return {
    /** Fills the catalogue on first start; later starts leave edited prices alone. */
    async seed() {
      if ((await db.$count(services)) > 0) return;
      await db.transaction(async (tx) => {
        // Instances started together on an empty database: one fills it, the others then find it filled.
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seedCatalogue})`);
        if ((await tx.$count(services)) > 0) return;
        for (const [position, service] of CATALOGUE.entries()) {
          const [row] = await tx
            .insert(services)
            .values({ name: service.name, code: service.code, unit_type: service.unit, position })
            .returning();
          for (const [subPosition, sub] of service.subServices.entries()) {
            const [subRow] = await tx
              .insert(subServices)
              .values({ service_id: row!.id, name: sub.name, unit_type: service.unit, position: subPosition })
              .returning();
            await tx.insert(subServicePrices).values(
              Object.entries(CURRENCY_FACTORS).map(([currency, factor]) => ({
                sub_service_id: subRow!.id,
                currency,
                list_price: formatMoney(new Decimal(sub.usd).times(factor)),
                msla_price: sub.mslaUsd ? formatMoney(new Decimal(sub.mslaUsd).times(factor)) : null,
              })),
            );
          }
        }
      });
    },

    listServices() {
      return db.select().from(services).orderBy(asc(services.position));
    },

    listSubServices(serviceId: number) {
      return db
        .select()
        .from(subServices)
        .where(eq(subServices.service_id, serviceId))
        .orderBy(asc(subServices.position));
    },

    /** A sub-service with its service and its prices in one currency (null where none is set). */
    async subService(id: number, currency: string): Promise<SubServiceInfo | undefined> {
      const [row] = await db
        .select({
          id: subServices.id,
          name: subServices.name,
          unit_type: subServices.unit_type,
          service_id: services.id,
          service_name: services.name,
          list_price: subServicePrices.list_price,
          msla_price: subServicePrices.msla_price,
        })
        .from(subServices)
        .innerJoin(services, eq(services.id, subServices.service_id))
        .leftJoin(
          subServicePrices,
          and(eq(subServicePrices.sub_service_id, subServices.id), eq(subServicePrices.currency, currency)),
        )
        .where(eq(subServices.id, id));
      return row;
    },
  };
}
