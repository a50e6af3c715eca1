import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Uploads in which the malware scanner found a signature (decision 0024). The bytes stay under storage_key,
 * never downloadable, until purge_after, when the purge removes them and the row.
 */
export const quarantinedFiles = pgTable(
  'quarantined_files',
  {
    id: serial('id').primaryKey(),
    file_name: text('file_name').notNull(),
    signature: text('signature').notNull(),
    source: text('source', { enum: ['delivery', 'contract', 'logo', 'import'] }).notNull(),
    storage_key: text('storage_key'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploaded_at: at('uploaded_at').notNull(),
    /** The chunked upload's id, for a delivery file; one quarantine row per upload. */
    upload_id: text('upload_id').unique(),
    delivery: text('delivery').notNull().default(''),
    quarantined_at: at('quarantined_at').notNull(),
    purge_after: at('purge_after').notNull(),
  },
  (t) => [index('quarantined_files_purge_idx').on(t.purge_after)],
);
