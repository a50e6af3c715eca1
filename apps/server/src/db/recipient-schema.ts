import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from '@ops/contracts';
import { deliveries, deliveryVersions, sharedLogs } from './delivery-schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One-time codes e-mailed to a recipient who opened their link; single use, valid for minutes. */
export const recipientCodes = pgTable(
  'recipient_codes',
  {
    id: serial('id').primaryKey(),
    shared_log_id: integer('shared_log_id')
      .notNull()
      .references(() => sharedLogs.id, { onDelete: 'cascade' }),
    /** Keyed hash (decision 0018): a plain hash of six digits is undone by trying all of them. */
    code_hash: text('code_hash').notNull(),
    expires_at: at('expires_at').notNull(),
    /** Used, ended by a newer code, or spent by too many wrong tries (`wrong_tries`). */
    used_at: at('used_at'),
    wrong_tries: integer('wrong_tries').notNull().default(0),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('recipient_codes_shared_log_idx').on(t.shared_log_id)],
);

/** A recipient's signed-in session: sees the deliveries shared with its address while the shares last. */
export const recipientSessions = pgTable('recipient_sessions', {
  id: serial('id').primaryKey(),
  token_hash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
  expires_at: at('expires_at').notNull(),
});

/**
 * The language a recipient is written to (decision 0042): their choice in the portal, and the language their
 * browser asked for when they last signed in; an address without a row gets their client's default.
 */
export const recipientLanguages = pgTable('recipient_languages', {
  email: text('email').primaryKey(),
  chosen: text('chosen'),
  browser: text('browser'),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/** A recipient's rating of a version (1 to 5) with an optional comment; one per address and version. */
export const recipientFeedback = pgTable(
  'recipient_feedback',
  {
    id: serial('id').primaryKey(),
    version_id: integer('version_id')
      .notNull()
      .references(() => deliveryVersions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('recipient_feedback_version_email').on(t.version_id, t.email),
    // Insights read a period's ratings by when they were saved.
    index('recipient_feedback_updated_at_idx').on(t.updated_at),
  ],
);

/** A recipient's approval of a version (decision 0040): one per address and version. */
export const recipientApprovals = pgTable(
  'recipient_approvals',
  {
    id: serial('id').primaryKey(),
    version_id: integer('version_id')
      .notNull()
      .references(() => deliveryVersions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    approved_at: at('approved_at').notNull().defaultNow(),
  },
  (t) => [unique('recipient_approvals_version_email').on(t.version_id, t.email)],
);

/**
 * A recipient's complaint about a version (decision 0040): category, text and the files concerned; staff
 * answer it and resolve it; its author may reopen it within 14 days of the resolution.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    version_id: integer('version_id')
      .notNull()
      .references(() => deliveryVersions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    category: text('category', { enum: COMPLAINT_CATEGORIES }).notNull(),
    text: text('text').notNull(),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    created_at: at('created_at').notNull().defaultNow(),
    answer: text('answer'),
    answered_by: text('answered_by'),
    answered_at: at('answered_at'),
    resolution: text('resolution'),
    resolved_by: text('resolved_by'),
    resolved_at: at('resolved_at'),
    reopened_at: at('reopened_at'),
    reopen_reason: text('reopen_reason'),
  },
  (t) => [
    index('complaints_delivery_idx').on(t.delivery_id),
    // Insights count a period's complaints by when they were opened and resolved.
    index('complaints_created_at_idx').on(t.created_at),
    index('complaints_resolved_at_idx').on(t.resolved_at),
    // The cards' badge counts the complaints not resolved yet, a few among many.
    index('complaints_unresolved_idx')
      .on(t.delivery_id)
      .where(sql`${t.status} <> 'resolved'`),
  ],
);
