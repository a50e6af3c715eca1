import { asc, eq, and, sql } from 'drizzle-orm';
import { CATALOGUE_SEED, type SubServiceInfo } from '@ops/contracts';
import { ADVISORY_LOCKS } from '@/db/advisory-locks.js';
import type { Db } from '@/db/client.js';
import { services, subServicePrices, subServices } from '@/db/client-schema.js';

export function createCatalogueRepository(db: Db) {
  return {
    /** Fills the catalogue on first start; later starts leave edited prices alone. */
    async seed() {
      if ((await db.$count(services)) > 0) return;
      await db.transaction(async (tx) => {
        // Instances started together on an empty database: one fills it, the others then find it filled.
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seedCatalogue})`);
        if ((await tx.$count(services)) > 0) return;
        for (const { name, code, unit_type, position, subServices: subs } of CATALOGUE_SEED) {
          const [row] = await tx.insert(services).values({ name, code, unit_type, position }).returning();
          for (const sub of subs) {
            const [subRow] = await tx
              .insert(subServices)
              .values({ service_id: row!.id, name: sub.name, unit_type, position: sub.position })
              .returning();
            await tx
              .insert(subServicePrices)
              .values(sub.prices.map((price) => ({ sub_service_id: subRow!.id, ...price })));
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
