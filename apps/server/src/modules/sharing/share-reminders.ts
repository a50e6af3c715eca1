import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import type { MailQueue } from '@/mail/mail-queue.js';
import { shareEndingMail } from '@/mail/templates/recipient.js';
import { NOTIFICATION_TEXTS } from '@ops/contracts';
import { notifyStaff } from '../notifications/index.js';

/** How long before a share ends its reminder goes out. */
const REMINDER_HOURS = 24;
const BATCH = 100;
const MAX_ROUNDS = 100;

/**
 * Mails each recipient whose share ends within a day, once. Each batch is claimed by one UPDATE ...
 * RETURNING over rows locked with SKIP LOCKED, so instances running it at once never mail twice; the
 * mails go to the mail queue, which retries them. Answers how many were reminded.
 */
export async function remindEndingShares(db: Db, mail: Pick<MailQueue, 'queue'>, now: Date) {
  const soon = new Date(now.getTime() + REMINDER_HOURS * 3_600_000);
  let reminded = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = db
      .select({ id: sharedLogs.id })
      .from(sharedLogs)
      .where(
        and(
          eq(sharedLogs.is_request, false),
          isNull(sharedLogs.revoked_at),
          isNull(sharedLogs.reminded_at),
          gt(sharedLogs.expires_at, now),
          lte(sharedLogs.expires_at, soon),
        ),
      )
      .orderBy(asc(sharedLogs.expires_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(sharedLogs)
      .set({ reminded_at: now })
      .where(and(inArray(sharedLogs.id, due), isNull(sharedLogs.reminded_at)))
      .returning({
        id: sharedLogs.id,
        email: sharedLogs.shared_to_user_email,
        ends: sharedLogs.expires_at,
        delivery: sharedLogs.delivery_id,
      });
    for (const share of claimed) {
      const [delivery] = await db
        .select({ batch: deliveries.batch_id })
        .from(deliveries)
        .where(eq(deliveries.id, share.delivery));
      await mail.queue(
        shareEndingMail({ to: share.email, batchId: delivery?.batch ?? '', expiresAt: share.ends! }),
      );
      reminded++;
    }
    if (claimed.length < BATCH) break;
  }
  return reminded;
}

/** How long before a share ends its sharer hears of it (issue 24). */
const NOTICE_HOURS = 72;

/**
 * Tells each sharer, once, that a share of theirs ends within 3 days (the bell), claimed as the reminders
 * are: one UPDATE ... RETURNING over rows locked with SKIP LOCKED. Answers how many were told.
 */
export async function noticeEndingShares(db: Db, now: Date) {
  const soon = new Date(now.getTime() + NOTICE_HOURS * 3_600_000);
  let told = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = db
      .select({ id: sharedLogs.id })
      .from(sharedLogs)
      .where(
        and(
          eq(sharedLogs.is_request, false),
          isNull(sharedLogs.revoked_at),
          isNull(sharedLogs.expiry_noticed_at),
          gt(sharedLogs.expires_at, now),
          lte(sharedLogs.expires_at, soon),
        ),
      )
      .orderBy(asc(sharedLogs.expires_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(sharedLogs)
      .set({ expiry_noticed_at: now })
      .where(and(inArray(sharedLogs.id, due), isNull(sharedLogs.expiry_noticed_at)))
      .returning({
        email: sharedLogs.shared_to_user_email,
        sharer: sharedLogs.shared_by_email,
        delivery: sharedLogs.delivery_id,
      });
    for (const share of claimed) {
      const [delivery] = await db
        .select({ batch: deliveries.batch_id })
        .from(deliveries)
        .where(eq(deliveries.id, share.delivery));
      await notifyStaff(db, share.sharer, {
        kind: 'share_expiring',
        text: NOTIFICATION_TEXTS.shareExpiring(share.email, delivery?.batch ?? ''),
        deliveryId: share.delivery,
        at: now,
      });
      told++;
    }
    if (claimed.length < BATCH) break;
  }
  return told;
}
