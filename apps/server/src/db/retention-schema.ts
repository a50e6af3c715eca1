import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { deliveries } from './delivery-schema.js';
import { users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Deliveries whose stored files wait in the recycle bin (decision 0023): each of their file objects is kept
 * under `recycle/<its key>` until it is restored or `purge_after` passes, when the job deletes it for good.
 */
export const recycleBin = pgTable(
  'recycle_bin',
  {
    delivery_id: integer('delivery_id')
      .primaryKey()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['retention', 'erasure'] }).notNull(),
    removed_at: at('removed_at').notNull(),
    purge_after: at('purge_after').notNull(),
    /** The OA who erased them; null when the retention job removed them. */
    removed_by: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    file_count: integer('file_count').notNull().default(0),
    total_size: bigint('total_size', { mode: 'number' }).notNull().default(0),
    /**
     * The keys moved (or, for a key another delivery also names, copied) into the bin: a restore or a purge
     * touches exactly these, never files the delivery was given later.
     */
    objects: jsonb('objects').$type<{ key: string; shared: boolean }[]>().notNull().default([]),
  },
  (t) => [index('recycle_bin_purge_after_idx').on(t.purge_after)],
);
