import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Endpoints of the workflow tool (decision 0035); the signing secret is stored sealed, never readable. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  events: jsonb('events').$type<string[]>().notNull(),
  description: text('description').notNull().default(''),
  sealed_secret: text('sealed_secret').notNull(),
  active: boolean('active').notNull().default(true),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: at('created_at').notNull(),
  updated_at: at('updated_at').notNull(),
});

/**
 * One event for one endpoint, stored when it happens (in the same transaction where there is one) and sent
 * by the job queue: in `seq` order per endpoint and ordering key (a delivery), until delivered or 24 h old.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** The Webhook-Id: the same on every retry and replay, so a receiver can drop duplicates. */
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    endpoint_id: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event_type: text('event_type').notNull(),
    /** The exact body signed and sent. */
    body: text('body').notNull(),
    ordering_key: text('ordering_key').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    created_at: at('created_at').notNull(),
    /** Retries stop once this passes (24 h after the event, or after a replay). */
    give_up_at: at('give_up_at').notNull(),
    next_attempt_at: at('next_attempt_at'),
    delivered_at: at('delivered_at'),
  },
  (t) => [
    index('webhook_messages_order_idx').on(t.endpoint_id, t.ordering_key, t.seq),
    index('webhook_messages_pending_idx').on(t.status, t.next_attempt_at),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    message_id: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpoint_id: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempted_at: at('attempted_at').notNull(),
    status_code: integer('status_code'),
    ok: boolean('ok').notNull(),
    error: text('error'),
    duration_ms: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpoint_id, t.attempted_at)],
);
