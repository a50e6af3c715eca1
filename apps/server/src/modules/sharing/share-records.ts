import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { SHARE_LOG } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { newSecretToken } from '@/lib/secret-token.js';
import { deliveries, shareDownloads, sharedLogs } from '@/db/delivery-schema.js';
import { recordAccess } from '../access-log/index.js';
import { auditWithin } from '../audit/index.js';

export interface ShareLogOrigin {
  ip: string;
  userAgent: string;
  location: string | null;
}

/** Locks the delivery's row for the rest of the transaction: shares and requests of one delivery happen one at a time. */
export const lockDelivery = (tx: Db, id: number) =>
  tx.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.id, id)).for('update');

/** A share (not a request) of the delivery that is not revoked: the condition, for a statement that reads more. */
export const activeShareOf = (deliveryId: number | SQLWrapper) =>
  and(
    eq(sharedLogs.delivery_id, deliveryId),
    eq(sharedLogs.is_request, false),
    isNull(sharedLogs.revoked_at),
  );

/** The delivery's shares (not requests) that are in force, by lower-cased address. */
export async function activeShares(db: Db, deliveryId: number) {
  const rows = await db.select().from(sharedLogs).where(activeShareOf(deliveryId));
  return new Map(rows.map((r) => [r.shared_to_user_email.toLowerCase(), r]));
}

/**
 * Records a share with each address that does not hold one yet, and logs it: 'shared' within the client's
 * organisation, 'shared outside' beyond it; a pending request for the address is answered ('accept'). Run inside the transaction that holds the delivery's row lock,
 * so two shares of one address at once make one record. Answers the addresses newly shared with and their
 * personal link tokens (only hashes are stored: the tokens go out in the invitation mails, then are gone).
 */
export async function recordShares(
  tx: Db,
  share: {
    deliveryId: number;
    /** The delivery's client, for the audit trail. */
    clientId: number;
    /** The staff account sharing (the audit trail's actor). */
    actorId: number;
    actor: string;
    actorEmail: string;
    within: string[];
    outside: string[];
    origin: ShareLogOrigin;
    at: Date;
    expiresAt?: Date | null;
    downloadLimit?: number | null;
  },
) {
  if (share.within.length + share.outside.length === 0) return [];
  const held = await activeShares(tx, share.deliveryId);
  const added: { email: string; token: string }[] = [];
  const outside = new Set(share.outside);
  const by = { actorId: share.actorId, actorEmail: share.actorEmail, ...share.origin, at: share.at };
  for (const email of [...share.within, ...share.outside]) {
    const holding = held.get(email);
    if (holding && share.expiresAt) {
      // Shared again with a new end: the share in force takes it (and a new reminder).
      await tx
        .update(sharedLogs)
        .set({ expires_at: share.expiresAt, reminded_at: null, expiry_noticed_at: null })
        .where(eq(sharedLogs.id, holding.id));
    }
    if (holding && share.downloadLimit) {
      // Shared again with a limit: the share in force takes it, and its counts start afresh.
      await tx
        .update(sharedLogs)
        .set({ download_limit: share.downloadLimit })
        .where(eq(sharedLogs.id, holding.id));
      await tx.delete(shareDownloads).where(eq(shareDownloads.share_id, holding.id));
    }
    if (holding || added.some((a) => a.email === email)) continue;
    const link = newSecretToken();
    const [row] = await tx
      .insert(sharedLogs)
      .values({
        delivery_id: share.deliveryId,
        shared_to_user_email: email,
        shared_by: share.actor,
        shared_by_email: share.actorEmail,
        created_at: share.at,
        link_token_hash: link.hash,
        expires_at: share.expiresAt ?? null,
        download_limit: share.downloadLimit ?? null,
      })
      .returning({ id: sharedLogs.id });
    // The trail names the share by id, never the recipient's address (it cannot be erased from there).
    await auditWithin(tx, by, {
      action: 'share.created',
      targetType: 'share',
      targetId: row!.id,
      clientId: share.clientId,
      details: { delivery_id: share.deliveryId, outside_organisation: outside.has(email) },
    });
    await recordAccess(tx, {
      deliveryId: share.deliveryId,
      actor: share.actor,
      at: share.at,
      ...share.origin,
      ...SHARE_LOG.shared(share.actor, email, outside.has(email)),
    });
    added.push({ email, token: link.token });
    const answered = await closeRequests(tx, share.deliveryId, email, share.at);
    for (const id of answered) {
      await auditWithin(tx, by, {
        action: 'access_request.answered',
        targetType: 'share_request',
        targetId: id,
        clientId: share.clientId,
        details: { delivery_id: share.deliveryId, answer: 'accepted', share_id: row!.id },
      });
    }
    if (answered.length) {
      await recordAccess(tx, {
        deliveryId: share.deliveryId,
        actor: share.actor,
        at: share.at,
        ...share.origin,
        ...SHARE_LOG.accepted(share.actor, email),
      });
    }
  }
  return added;
}

/**
 * Closes an address's rows of one kind, keeping them for the record: its share in force (a revoke) or its
 * pending access requests (answered). Answers the ids of the rows closed (none when there was none).
 */
async function closeRows(tx: Db, deliveryId: number, email: string, at: Date, isRequest: boolean) {
  const closed = await tx
    .update(sharedLogs)
    .set({ revoked_at: at })
    .where(
      and(
        eq(sharedLogs.delivery_id, deliveryId),
        eq(sharedLogs.is_request, isRequest),
        isNull(sharedLogs.revoked_at),
        eq(sql`lower(${sharedLogs.shared_to_user_email})`, email.toLowerCase()),
      ),
    )
    .returning({ id: sharedLogs.id });
  return closed.map((c) => c.id);
}

export const revokeShare = (tx: Db, deliveryId: number, email: string, at: Date) =>
  closeRows(tx, deliveryId, email, at, false);
export const closeRequests = (tx: Db, deliveryId: number, email: string, at: Date) =>
  closeRows(tx, deliveryId, email, at, true);
