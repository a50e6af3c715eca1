import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { resolveLocale, type Locale } from '@ops/contracts';
import type { Translator } from '@ops/contracts/i18n';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase } from '@/db/prepared.js';
import { clients } from '@/db/client-schema.js';
import { deliveries } from '@/db/delivery-schema.js';
import { recipientLanguages } from '@/db/recipient-schema.js';
import { translatorFor } from './translators.js';

/** What is known of an address's language: their choice and the language they last signed in with. */
export async function recipientLanguageOf(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(recipientLanguages)
    .where(eq(recipientLanguages.email, email.toLowerCase()));
  return { chosen: row?.chosen ?? null, browser: row?.browser ?? null };
}

/** The default language of a delivery's client, by the delivery's id (a placeholder or a column). */
const clientLanguageQuery = (db: Db, deliveryId: SQLWrapper) =>
  db
    .select({ language: clients.portal_language })
    .from(deliveries)
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(eq(deliveries.id, deliveryId));

/** Every mail about a delivery reads its client's language (each share, each delivered version). */
const clientLanguage = preparedPerDatabase((db) =>
  clientLanguageQuery(db, sql.placeholder('id')).prepare('client_language_of_delivery'),
);

/**
 * The same as a scalar subquery, for a statement that reads it beside other things (the delivery mail's
 * recipients).
 */
export const deliveryClientLanguage = (db: Db, deliveryId: SQLWrapper) =>
  sql<string | null>`(${clientLanguageQuery(db, deliveryId)})`;

/** The default language of a delivery's client. */
export async function clientLanguageOf(db: Db, deliveryId: number): Promise<string | null> {
  const [row] = await clientLanguage(db).execute({ id: deliveryId });
  return row?.language ?? null;
}

/**
 * The translators to write to addresses about a delivery (decision 0042): each address's choice, else the
 * language it last signed in with, else the delivery's client's default, else English. Two reads for any number
 * of addresses.
 */
export async function recipientTranslators(db: Db, deliveryId: number, emails: readonly string[]) {
  const lower = [...new Set(emails.map((email) => email.toLowerCase()))];
  const [rows, clientDefault] = await Promise.all([
    lower.length
      ? db.select().from(recipientLanguages).where(inArray(recipientLanguages.email, lower))
      : Promise.resolve([]),
    clientLanguageOf(db, deliveryId),
  ]);
  const known = new Map(rows.map((row) => [row.email, row]));
  return (email: string): Translator => translatorOfRecipient(known.get(email.toLowerCase()), clientDefault);
}

/** The translator for an address from what is known of it (recipient_languages) and the client's default. */
export function translatorOfRecipient(
  known: { chosen: string | null; browser: string | null } | undefined,
  clientDefault: string | null,
): Translator {
  const browser = known?.browser ? [known.browser] : [];
  return translatorFor(resolveLocale({ chosen: known?.chosen, browser, clientDefault }));
}

/** The translator to write to one address about a delivery (recipientTranslators). */
export const recipientTranslator = async (db: Db, email: string, deliveryId: number) =>
  (await recipientTranslators(db, deliveryId, [email]))(email);

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
