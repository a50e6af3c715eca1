import { sql } from 'drizzle-orm';
import { consoleDeliveryPath, portalDeliveryPath } from '@ops/contracts';
import type { Translator } from '@ops/contracts/i18n';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase, typedPlaceholder } from '@/db/prepared.js';
import { users } from '@/db/schema.js';
import { sharedLogs } from '@/db/delivery-schema.js';
import { recipientLanguages } from '@/db/recipient-schema.js';
import type { DeliveryMailLink } from '@/mail/templates/delivery.js';
import { activeShareOf, recipientLink } from '../sharing/index.js';
import { deliveryClientLanguage, translatorFor, translatorOfRecipient } from '../languages/index.js';

/**
 * What the delivery mail needs of each (lower-cased) address, in one statement: whether it is a staff account's,
 * whether it holds a share of the delivery, and its language with the client's default (decision 0042).
 * Prepared (decision 0025): every delivered version reads it.
 */
const addressFacts = preparedPerDatabase((db) =>
  db
    .select({
      email: sql<string>`a.email`,
      staff: sql<boolean>`exists (select 1 from ${users} where ${users.email} = a.email)`,
      shared: sql<boolean>`exists (select 1 from ${sharedLogs}
        where ${activeShareOf(sql.placeholder('delivery'))} and lower(${sharedLogs.shared_to_user_email}) = a.email)`,
      chosen: recipientLanguages.chosen,
      browser: recipientLanguages.browser,
      client_language: deliveryClientLanguage(db, sql.placeholder('delivery')),
    })
    .from(sql`jsonb_array_elements_text(${typedPlaceholder('addresses', 'jsonb')}) as a(email)`)
    .leftJoin(recipientLanguages, sql`${recipientLanguages.email} = a.email`)
    .prepare('delivery_mail_recipients'),
);

export interface DeliveryMailRecipients {
  /** Where the delivery opens for each lower-cased address. */
  links: Map<string, DeliveryMailLink>;
  /** The language to write to each address in (staff in English). */
  translatorOf: (email: string) => Translator;
}

/**
 * Where each address's delivery mail sends it (decision 0033), by lower-cased address: a staff account's
 * address to the console; an address this call shared with to its new personal link (the invitation mail
 * carries the same); an address holding a share from before to the portal's page of the delivery. An address
 * with neither (a requester the delivery was not shared with) gets no link: nothing would open for it.
 */
export async function deliveryMailRecipients(
  db: Db,
  publicUrl: string,
  delivery: { id: number; addresses: string[]; newLinks: { email: string; token: string }[] },
): Promise<DeliveryMailRecipients> {
  const addresses = [...new Set(delivery.addresses.map((a) => a.toLowerCase()))];
  const links = new Map<string, DeliveryMailLink>();
  const translators = new Map<string, Translator>();
  const facts = addresses.length
    ? await addressFacts(db).execute({ delivery: delivery.id, addresses: JSON.stringify(addresses) })
    : [];
  const tokens = new Map(delivery.newLinks.map((l) => [l.email.toLowerCase(), l.token]));
  for (const known of facts) {
    const address = known.email;
    const token = tokens.get(address);
    if (known.staff)
      links.set(address, { kind: 'console', url: `${publicUrl}${consoleDeliveryPath(delivery.id)}` });
    else if (token) links.set(address, { kind: 'personal', url: recipientLink(publicUrl, token) });
    else if (known.shared)
      links.set(address, { kind: 'portal', url: `${publicUrl}${portalDeliveryPath(delivery.id)}` });
    translators.set(
      address,
      known.staff ? translatorFor('en') : translatorOfRecipient(known, known.client_language),
    );
  }
  return {
    links,
    translatorOf: (email) => translators.get(email.toLowerCase()) ?? translatorFor('en'),
  };
}
