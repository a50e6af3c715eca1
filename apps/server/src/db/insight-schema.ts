import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { deliveryVersions } from './delivery-schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Insights' read model (decision 0041): one narrow row per delivered version with what the figures group and
 * filter by, so a period's figures read this table's date range alone. PostgreSQL keeps it current: triggers
 * on delivery_versions and deliveries (migration 0028) write it, with the units and the service categories
 * of the delivery's services (insight_units and service_categories, the contracts' rules in SQL;
 * insights-columns.test.ts holds them together). Read-only for the app.
 */
export const insightVersions = pgTable(
  'insight_versions',
  {
    version_id: integer('version_id')
      .primaryKey()
      .references(() => deliveryVersions.id, { onDelete: 'cascade' }),
    delivery_id: integer('delivery_id').notNull(),
    version: integer('version').notNull(),
    client_id: integer('client_id').notNull(),
    delivered_at: at('delivered_at').notNull(),
    committed_at: at('committed_at'),
    /** The delivery's units, on its first version only (a delivery's words count once). */
    words: numeric('words', { mode: 'number' }).notNull().default(0),
    minutes: numeric('minutes', { mode: 'number' }).notNull().default(0),
    images: numeric('images', { mode: 'number' }).notNull().default(0),
    categories: text('categories').array().notNull().default([]),
  },
  (t) => [index('insight_versions_delivered_at_idx').on(t.delivered_at)],
);
