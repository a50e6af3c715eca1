import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_TEXTS, closeRowOutcome, colleagueRequestOutcome } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import type { Services } from '@/services.js';
import { recordAccess } from '../access-log/index.js';
import { type ShareLogOrigin, activeShares, lockDelivery } from '../sharing/index.js';
import { requireShare, sharedWith } from './recipient-access.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';
import { stageDeliveryEvent, type StagedEvent } from '../webhooks/index.js';
import { notifyStaff } from '../notifications/index.js';

/** The delivery's open requests (not yet answered or withdrawn), or only those made by one recipient. */
const openRequests = (deliveryId: number, by?: string) =>
  and(
    eq(sharedLogs.delivery_id, deliveryId),
    eq(sharedLogs.is_request, true),
    isNull(sharedLogs.revoked_at),
    by === undefined ? undefined : eq(sharedLogs.shared_by, by),
  );

/** The requests for colleagues this recipient is still waiting on, oldest first. */
export const openRequestsOf = (db: Db, email: string, deliveryId: number) =>
  db
    .select({ email: sharedLogs.shared_to_user_email, at: sharedLogs.created_at })
    .from(sharedLogs)
    .where(openRequests(deliveryId, email))
    .orderBy(asc(sharedLogs.created_at), asc(sharedLogs.id));

/**
 * Checks the recipient's share, then runs `work` in one transaction holding the delivery's row lock, so
 * requests and their answers on one delivery happen one at a time.
 */
async function underShare<T>(
  { db, clock }: Services,
  email: string,
  deliveryId: number,
  work: (tx: Db, now: Date, share: typeof sharedLogs.$inferSelect) => Promise<T>,
) {
  const now = clock.now();
  const share = await requireShare(db, email, deliveryId, now);
  return db.transaction(async (tx) => {
    await lockDelivery(tx, deliveryId);
    return work(tx, now, share);
  });
}

const answer = (message: string) => ({ success: true as const, message });

/** request-access/: asks staff to share the delivery with a colleague, by the contracts' request rule. */
export async function requestColleagueAccess(
  services: Services,
  email: string,
  origin: ShareLogOrigin,
  input: { delivery_id: number; email: string },
) {
  let events: StagedEvent[] = [];
  const answered = await underShare(services, email, input.delivery_id, async (tx, now, share) => {
    const shared = (await activeShares(tx, input.delivery_id)).has(input.email);
    const [pending] = await tx
      .select({ id: sharedLogs.id })
      .from(sharedLogs)
      .where(and(openRequests(input.delivery_id), sharedWith(input.email)));
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(sharedLogs)
      .where(openRequests(input.delivery_id, email));
    const outcome = ruleAnswer(
      colleagueRequestOutcome(email, input.email, {
        shared,
        pending: pending !== undefined,
        openByRecipient: open?.count ?? 0,
      }),
    );
    if (!outcome.log) return answer(outcome.message);
    await tx.insert(sharedLogs).values({
      delivery_id: input.delivery_id,
      shared_to_user_email: input.email,
      shared_by: email,
      is_request: true,
      created_at: now,
    });
    await recordAccess(tx, {
      deliveryId: input.delivery_id,
      actor: email,
      at: now,
      ...origin,
      ...outcome.log,
    });
    const [delivery] = await tx
      .select({ id: deliveries.id, batch_id: deliveries.batch_id })
      .from(deliveries)
      .where(eq(deliveries.id, input.delivery_id));
    await notifyStaff(tx, share.shared_by_email, {
      kind: 'access_request',
      text: NOTIFICATION_TEXTS.accessRequest(email, input.email, delivery!.batch_id),
      deliveryId: input.delivery_id,
      at: now,
    });
    // The outbox (decision 0035): the event commits with the request.
    events = [
      await stageDeliveryEvent(services.webhooks, tx, 'access_request.created', delivery!, {
        requested_by: email,
        colleague: input.email,
      }),
    ];
    return answer(outcome.message);
  });
  await services.webhooks.release(events);
  return answered;
}

/**
 * request-access/withdraw/: the recipient takes back an open request of their own before staff answer it;
 * logged as 'revoke' (the request's own end, beside staff's accept and decline).
 */
export async function withdrawColleagueRequest(
  services: Services,
  email: string,
  origin: ShareLogOrigin,
  input: { delivery_id: number; email: string },
) {
  return underShare(services, email, input.delivery_id, async (tx, now) => {
    const closed = await tx
      .update(sharedLogs)
      .set({ revoked_at: now })
      .where(and(openRequests(input.delivery_id, email), sharedWith(input.email)))
      .returning({ id: sharedLogs.id });
    const outcome = ruleAnswer(closeRowOutcome('withdraw', email, input.email, closed.length > 0));
    await recordAccess(tx, {
      deliveryId: input.delivery_id,
      actor: email,
      at: now,
      ...origin,
      ...outcome.log,
    });
    return answer(outcome.message);
  });
}
