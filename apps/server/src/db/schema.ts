import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@ops/contracts';

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
