import { inArray } from 'drizzle-orm';
import { consoleDeliveryPath, portalDeliveryPath } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { users } from '@/db/schema.js';
import type { DeliveryMailLink } from '@/mail/templates/delivery.js';
import { activeShares, recipientLink } from '../sharing/index.js';

/**
 * Where each address's delivery mail sends it (decision 0033), by lower-cased address: a staff account's
 * address to the console; an address this call shared with to its new personal link (the invitation mail
 * carries the same); an address holding a share from before to the portal's page of the delivery. An address
 * with neither (a requester the delivery was not shared with) gets no link: nothing would open for it.
 */
export async function deliveryMailLinks(
  db: Db,
  publicUrl: string,
  delivery: { id: number; addresses: string[]; newLinks: { email: string; token: string }[] },
): Promise<Map<string, DeliveryMailLink>> {
  const addresses = [...new Set(delivery.addresses.map((a) => a.toLowerCase()))];
  const links = new Map<string, DeliveryMailLink>();
  if (addresses.length === 0) return links;
  const [staff, shares] = await Promise.all([
    db.select({ email: users.email }).from(users).where(inArray(users.email, addresses)),
    activeShares(db, delivery.id),
  ]);
  const staffAddresses = new Set(staff.map((s) => s.email.toLowerCase()));
  const tokens = new Map(delivery.newLinks.map((l) => [l.email.toLowerCase(), l.token]));
  for (const address of addresses) {
    const token = tokens.get(address);
    if (staffAddresses.has(address))
      links.set(address, { kind: 'console', url: `${publicUrl}${consoleDeliveryPath(delivery.id)}` });
    else if (token) links.set(address, { kind: 'personal', url: recipientLink(publicUrl, token) });
    else if (shares.has(address))
      links.set(address, { kind: 'portal', url: `${publicUrl}${portalDeliveryPath(delivery.id)}` });
  }
  return links;
}
