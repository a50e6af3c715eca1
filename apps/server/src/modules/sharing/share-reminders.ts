import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import type { MailQueue } from '@/mail/mail-queue.js';
import { shareEndingMail } from '@/mail/templates/recipient.js';
import { recipientTranslator } from '../languages/index.js';
import { NOTIFICATION_TEXTS } from '@ops/contracts';
import { notifyStaff } from '../notifications/index.js';

/** How long before a share ends its recipient is reminded, and its sharer told (issue 24). */
const REMINDER_HOURS = 24;
const NOTICE_HOURS = 72;
const BATCH = 100;
const MAX_ROUNDS = 100;

interface EndingShare {
  email: string;
  sharer: string | null;
  ends: Date;
  deliveryId: number;
  batchId: string;
}

/**
 * Each share in force that ends within `hours` and whose `mark` column is still empty, once: every batch is
 * claimed by one UPDATE ... RETURNING over rows locked with SKIP LOCKED (setting the mark), so instances
 * running it at once never act twice. `act` is given each claimed share; answers how many there were.
 */
async function claimEndingShares(
  db: Db,
  now: Date,
  hours: number,
  mark: typeof sharedLogs.reminded_at | typeof sharedLogs.expiry_noticed_at,
  act: (share: EndingShare) => Promise<unknown>,
) {
  const soon = new Date(now.getTime() + hours * 3_600_000);
  let count = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = db
      .select({ id: sharedLogs.id })
      .from(sharedLogs)
      .where(
        and(
          eq(sharedLogs.is_request, false),
          isNull(sharedLogs.revoked_at),
          isNull(mark),
          gt(sharedLogs.expires_at, now),
          lte(sharedLogs.expires_at, soon),
        ),
      )
      .orderBy(asc(sharedLogs.expires_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(sharedLogs)
      .set({ [mark.name]: now })
      .where(and(inArray(sharedLogs.id, due), isNull(mark)))
      .returning({
        email: sharedLogs.shared_to_user_email,
        sharer: sharedLogs.shared_by_email,
        ends: sharedLogs.expires_at,
        deliveryId: sharedLogs.delivery_id,
      });
    for (const share of claimed) {
      const [delivery] = await db
        .select({ batch: deliveries.batch_id })
        .from(deliveries)
        .where(eq(deliveries.id, share.deliveryId));
      await act({ ...share, ends: share.ends!, batchId: delivery?.batch ?? '' });
      count++;
    }
    if (claimed.length < BATCH) break;
  }
  return count;
}

/** Mails each recipient whose share ends within a day, once; the mail queue retries the mails. */
export const remindEndingShares = (db: Db, mail: Pick<MailQueue, 'queue'>, now: Date) =>
  claimEndingShares(db, now, REMINDER_HOURS, sharedLogs.reminded_at, async (share) =>
    mail.queue(
      shareEndingMail(await recipientTranslator(db, share.email, share.deliveryId), {
        to: share.email,
        batchId: share.batchId,
        expiresAt: share.ends,
      }),
    ),
  );

/** Tells each sharer, once, in the bell, that a share of theirs ends within 3 days. */
export const noticeEndingShares = (db: Db, now: Date) =>
  claimEndingShares(db, now, NOTICE_HOURS, sharedLogs.expiry_noticed_at, (share) =>
    notifyStaff(db, share.sharer, {
      kind: 'share_expiring',
      text: NOTIFICATION_TEXTS.shareExpiring(share.email, share.batchId),
      deliveryId: share.deliveryId,
      at: now,
    }),
  );
