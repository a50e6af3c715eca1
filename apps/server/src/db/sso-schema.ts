import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

// Tables of single sign-on (decision 0021; drizzle/0019_single_sign_on.sql holds their migration).

/**
 * The single-use, short-lived code that hands a finished single sign-on from the server's callback to the web
 * app, which exchanges it for a session as a plain login answers. Only its hash is stored.
 */
export const ssoHandoffs = pgTable(
  'sso_handoffs',
  {
    id: serial('id').primaryKey(),
    code_hash: text('code_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_handoffs_expires_at_idx').on(t.expires_at)],
);
