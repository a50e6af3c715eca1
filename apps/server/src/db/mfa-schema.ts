import {
  bigint,
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

// Tables of the second factor (decision 0020; drizzle/0015_second_factor.sql holds their migration).

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One authenticator app per account; on once `confirmed_at` is set. */
export const mfaTotp = pgTable('mfa_totp', {
  user_id: userRef().primaryKey(),
  /** Sealed with the 'totp' secret box: a dump alone cannot make codes. */
  secret_sealed: text('secret_sealed').notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code works once. */
  last_used_step: bigint('last_used_step', { mode: 'number' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: userRef(),
    code_hash: text('code_hash').notNull().unique(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.user_id)],
);

export const mfaPasskeys = pgTable(
  'mfa_passkeys',
  {
    id: serial('id').primaryKey(),
    user_id: userRef(),
    credential_id: text('credential_id').notNull().unique(),
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_passkeys_user_idx').on(t.user_id)],
);

/**
 * A sign-in between its password and its second factor. Only the token's hash is kept; it lives minutes and
 * is spent by the first right code.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: userRef(),
    stay_logged_in: boolean('stay_logged_in').notNull().default(false),
    /** The WebAuthn challenge issued for this sign-in, if the browser asked for one. */
    webauthn_challenge: text('webauthn_challenge'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_challenges_expires_idx').on(t.expires_at)],
);

/** The WebAuthn challenge of a passkey being added from the profile page. */
export const mfaPasskeyRegistrations = pgTable('mfa_passkey_registrations', {
  user_id: userRef().primaryKey(),
  challenge: text('challenge').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Console-wide settings an OA changes (for now: whether staff need a second factor). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
