import { and, asc, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { hourIn, type DigestSettings } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { notificationDigests, notifications } from '@/db/notification-schema.js';
import { users } from '@/db/schema.js';
import type { MailQueue } from '@/mail/mail-queue.js';
import { digestMail } from '@/mail/templates/digest.js';

/** A summary goes out at most once in this long, whatever the clock changes of a time zone do. */
const MIN_GAP_MS = 20 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
const MAX_ITEMS = 50;
const BATCH = 500;

export async function digestSettings(db: Db, userId: number): Promise<DigestSettings> {
  const [row] = await db.select().from(notificationDigests).where(eq(notificationDigests.user_id, userId));
  return { digest_hour: row?.digest_hour ?? null, time_zone: row?.time_zone ?? 'UTC' };
}

export async function saveDigestSettings(db: Db, userId: number, settings: DigestSettings) {
  await db
    .insert(notificationDigests)
    .values({ user_id: userId, ...settings })
    .onConflictDoUpdate({ target: notificationDigests.user_id, set: settings });
  return settings;
}

/**
 * The hourly upkeep's part: each account whose chosen hour it now is in its time zone gets its unread
 * notifications since the last summary (or the last day), once; an account with none gets no mail. Claimed
 * by one conditional UPDATE, so two instances never send it twice.
 */
export async function sendDigests(db: Db, mail: Pick<MailQueue, 'queue'>, now: Date, publicUrl: string) {
  const rows = await db
    .select({ settings: notificationDigests, email: users.email })
    .from(notificationDigests)
    .innerJoin(users, eq(users.id, notificationDigests.user_id))
    .where(isNotNull(notificationDigests.digest_hour))
    .orderBy(asc(notificationDigests.user_id))
    .limit(BATCH);
  let sent = 0;
  for (const { settings, email } of rows) {
    if (hourIn(now, settings.time_zone) !== settings.digest_hour) continue;
    const [claimed] = await db
      .update(notificationDigests)
      .set({ last_sent_at: now })
      .where(
        and(
          eq(notificationDigests.user_id, settings.user_id),
          or(
            isNull(notificationDigests.last_sent_at),
            lt(notificationDigests.last_sent_at, new Date(now.getTime() - MIN_GAP_MS)),
          ),
        ),
      )
      .returning({ user: notificationDigests.user_id });
    if (!claimed) continue;
    const since = settings.last_sent_at ?? new Date(now.getTime() - DAY_MS);
    const unread = await db
      .select({ text: notifications.text })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, settings.user_id),
          isNull(notifications.read_at),
          gt(notifications.created_at, since),
        ),
      )
      .orderBy(asc(notifications.id))
      .limit(MAX_ITEMS);
    if (unread.length === 0) continue;
    await mail.queue(
      digestMail({ to: email, texts: unread.map((n) => n.text), consoleUrl: `${publicUrl}/deliver` }),
    );
    sent++;
  }
  return sent;
}
