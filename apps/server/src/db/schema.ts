import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@ops/contracts';
import type { MailContent } from '../lib/mail-content.js';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    profile_id: uuid('profile_id').notNull().unique().defaultRandom(),
    email: text('email').notNull().unique(),
    password_hash: text('password_hash').notNull(),
    user_type: text('user_type', { enum: USER_TYPES }).notNull(),
    is_verified: boolean('is_verified').notNull().default(false),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    organization: text('organization').notNull().default(''),
    phone_number_ext: text('phone_number_ext').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    whatsapp_number_ext: text('whatsapp_number_ext').notNull().default(''),
    whatsapp_number: text('whatsapp_number').notNull().default(''),
    image_key: text('image_key'),
    /** Set by an operations admin: no sign-in, no session, no reset mail until reactivated. */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  () => [
    check('users_user_type_check', sql.raw(`"user_type" in (${USER_TYPES.map((u) => `'${u}'`).join(', ')})`)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
    /** Opened by a single sign-on: the provider's own policy stands in for the second factor (decision 0021). */
    via_sso: boolean('via_sso').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.user_id)],
);

/** Fixed-window counters that throttle password guessing and reset-mail requests, per account and per address. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Mail waiting to go out, or gone (`sent_at`). A job sends each one; a lease keeps two workers from
 * sending one mail at once, and `sent_at` keeps a retried job from sending it twice. The body holds links
 * and codes: it is kept sealed (lib/secret-box.ts) until sent, then dropped (decision 0018).
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: serial('id').primaryKey(),
    /** The whole mail (QueuedMail as JSON), sealed; null once sent. */
    sealed_message: text('sealed_message'),
    /** What is kept of a mail after it is sent: never a secret (no code or link in a subject). */
    recipient: text('recipient').notNull().default(''),
    subject: text('subject').notNull().default(''),
    /** A clear body stored before migration 0014, sealed at the next start-up; null otherwise. */
    message: jsonb('message').$type<QueuedMail>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  (t) => [
    index('outgoing_mails_unsent_idx')
      .on(t.created_at)
      .where(sql`${t.sent_at} is null`),
    // Keeps the start-up's look for clear bodies (only ever rows from before migration 0014) instant.
    index('outgoing_mails_clear_idx')
      .on(t.id)
      .where(sql`${t.message} is not null`),
  ],
);

/**
 * Tables whose rows held secrets in clear until a migration cleared them: the next start-up rewrites each
 * (VACUUM FULL), so no old copy of a row stays in the database's files, then forgets it (decision 0018).
 */
export const secretCompactions = pgTable('secret_compactions', {
  table_name: text('table_name').primaryKey(),
});

/** A mail as stored: attachments name stored files, read when the mail is sent. */
export interface QueuedMail extends MailContent {
  attachments?: { filename: string; key: string; contentType?: string }[];
  /** Whom to tell, in the bell, when the mail's first try fails (a delivery mail: its sender). */
  onFailure?: { staffEmail: string; deliveryId: number; batchId: string };
}
