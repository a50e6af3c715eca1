import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The append-only audit trail: one row per security-relevant action. The database refuses UPDATE, DELETE and
 * TRUNCATE on it (drizzle/0016_audit_trail.sql), so not even the app can rewrite history. Recipients are
 * named by id only, never by address, so erasing a recipient never needs to touch it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff account that acted; null for the system (scheduled jobs) or an unknown account. */
    actor_id: integer('actor_id'),
    /** The account's address at the time, or what was typed at a failed sign-in. */
    actor_email: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    target_type: text('target_type').notNull().default(''),
    target_id: text('target_id').notNull().default(''),
    client_id: integer('client_id'),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_actor_idx').on(t.actor_id, t.at),
    index('audit_events_action_idx').on(t.action, t.at),
    index('audit_events_client_idx').on(t.client_id, t.at),
  ],
);
