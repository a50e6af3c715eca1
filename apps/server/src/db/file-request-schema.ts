import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './client-schema.js';
import { users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Staff ask a client contact for files (issue 24, decision 0039). The contact's link carries a token whose
 * hash alone is kept; the codes and the sessions of that link are the request's own (never the recipients').
 */
export const fileRequests = pgTable(
  'file_requests',
  {
    id: serial('id').primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    /** The last day files are taken (to its end, UTC). */
    due_date: date('due_date', { mode: 'string' }).notNull(),
    extensions: jsonb('extensions').$type<string[]>().notNull(),
    max_size_mb: integer('max_size_mb').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
    closed_at: at('closed_at'),
    /** Wrong codes in a row and when the next try is allowed (as a personal link's). */
    code_failures: integer('code_failures').notNull().default(0),
    code_retry_at: at('code_retry_at'),
  },
  (t) => [index('file_requests_client_idx').on(t.client_id)],
);

/** One-time codes e-mailed to a request's contact; single use, valid for minutes (keyed hash, decision 0018). */
export const fileRequestCodes = pgTable(
  'file_request_codes',
  {
    id: serial('id').primaryKey(),
    file_request_id: integer('file_request_id')
      .notNull()
      .references(() => fileRequests.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    wrong_tries: integer('wrong_tries').notNull().default(0),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('file_request_codes_request_idx').on(t.file_request_id)],
);

/** A contact's session on one request: it grants nothing else (not the recipients' portal). */
export const fileRequestSessions = pgTable('file_request_sessions', {
  id: serial('id').primaryKey(),
  token_hash: text('token_hash').notNull().unique(),
  file_request_id: integer('file_request_id')
    .notNull()
    .references(() => fileRequests.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
  expires_at: at('expires_at').notNull(),
});
