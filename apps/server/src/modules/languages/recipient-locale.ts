import { eq, sql } from 'drizzle-orm';
import { resolveLocale, type Locale } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { deliveries } from '@/db/delivery-schema.js';
import { recipientLanguages } from '@/db/recipient-schema.js';

/** What is known of an address's language: their choice and the language they last signed in with. */
export async function recipientLanguageOf(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(recipientLanguages)
    .where(eq(recipientLanguages.email, email.toLowerCase()));
  return { chosen: row?.chosen ?? null, browser: row?.browser ?? null };
}

/** The default language of a delivery's client. */
export async function clientLanguageOf(db: Db, deliveryId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: clients.portal_language })
    .from(deliveries)
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(eq(deliveries.id, deliveryId));
  return row?.language ?? null;
}

/**
 * The language to write to an address about a delivery (decision 0042): their choice, else the language they
 * last signed in with, else the delivery's client's default, else English.
 */
export async function recipientLocale(db: Db, email: string, deliveryId: number): Promise<Locale> {
  const [known, clientDefault] = await Promise.all([
    recipientLanguageOf(db, email),
    clientLanguageOf(db, deliveryId),
  ]);
  return resolveLocale({
    chosen: known.chosen,
    browser: known.browser ? [known.browser] : [],
    clientDefault,
  });
}

/**
 * Remembers a recipient's choice, or the language they signed in with: one row per address (in lower case, as
 * sessions and erasure read addresses), last write wins.
 */
export async function rememberRecipientLanguage(
  db: Db,
  email: string,
  language: { chosen: Locale } | { browser: Locale },
  now: Date,
) {
  await db
    .insert(recipientLanguages)
    .values({ email: email.toLowerCase(), ...language, updated_at: now })
    .onConflictDoUpdate({
      target: recipientLanguages.email,
      set: { ...language, updated_at: sql`excluded.updated_at` },
    });
}
