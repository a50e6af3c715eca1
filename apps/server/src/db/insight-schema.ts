import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
    /** The version's first download by any recipient (share_downloads.first_at; a trigger keeps it). */
    first_download_at: at('first_download_at'),
  },
  (t) => [
    index('insight_versions_delivered_at_idx').on(t.delivered_at),
    index('insight_versions_delivery_version_idx').on(t.delivery_id, t.version),
    // A client's view reads its versions' ratings and complaints through it (decision 0041).
    index('insight_versions_client_idx').on(t.client_id),
  ],
);

/**
 * Insights' monthly summary (decision 0041): per UTC month, client and set of service categories, the
 * versions' counts and sums and the lateness of each late version (for exact medians). The job queue folds
 * the months named in insight_stale_months into it; until then readers take those months from
 * insight_versions, so the figures are exact at every commit. Read-only for the app outside that job.
 */
export const insightMonths = pgTable(
  'insight_months',
  {
    month: at('month').notNull(),
    client_id: integer('client_id').notNull(),
    categories: text('categories').array().notNull(),
    versions: integer('versions').notNull(),
    versions_committed: integer('versions_committed').notNull(),
    on_time: integer('on_time').notNull(),
    deliveries: integer('deliveries').notNull(),
    words: numeric('words', { mode: 'number' }).notNull(),
    minutes: numeric('minutes', { mode: 'number' }).notNull(),
    images: numeric('images', { mode: 'number' }).notNull(),
    /** Hours late of each late version (delivered after its committed time). */
    late_hours: doublePrecision('late_hours').array().notNull(),
    /** Hours from delivery to the first download, of each version downloaded. */
    download_hours: doublePrecision('download_hours').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.month, t.client_id, t.categories] })],
);

/**
 * Each folded month's medians over all clients, for all categories ('') and per category: the page's usual
 * views read them instead of sorting a year's values (decision 0041). A client's view computes its own.
 */
export const insightMonthMedians = pgTable(
  'insight_month_medians',
  {
    month: at('month').notNull(),
    /** A service category, or '' for all of them. */
    category: text('category').notNull(),
    late_hours: doublePrecision('late_hours'),
    download_hours: doublePrecision('download_hours'),
  },
  (t) => [primaryKey({ columns: [t.month, t.category] })],
);

/**
 * The ratings given in each month per client and set of categories of the version rated (none when the
 * version left the read model), folded with the months (decision 0041): a client's or a category's view
 * reads a year's ratings from a few hundred rows rather than joining them to the read model.
 */
export const insightRatingMonths = pgTable(
  'insight_rating_months',
  {
    month: at('month').notNull(),
    client_id: integer('client_id'),
    categories: text('categories').array(),
    ratings: integer('ratings').notNull(),
    rating_sum: bigint('rating_sum', { mode: 'number' }).notNull(),
  },
  (t) => [index('insight_rating_months_month_idx').on(t.month)],
);

/** Months whose insight_versions rows changed since the summary last took them in (triggers append). */
export const insightStaleMonths = pgTable(
  'insight_stale_months',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    month: at('month').notNull(),
  },
  (t) => [index('insight_stale_months_month_idx').on(t.month)],
);
