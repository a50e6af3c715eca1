import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { publishLive } from '@/db/live-channel.js';
import { notifications } from '@/db/notification-schema.js';
import { users } from '@/db/schema.js';

const LATEST = 50;

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Tells the staff account with this address (the one who shared) what happened; an address that is not a
 * staff account (a demo row, a recipient who shared nothing) is told nothing. In the caller's transaction
 * when there is one: the live notice then goes out at its commit.
 */
export async function notifyStaff(
  db: Db,
  email: string | null,
  note: {
    kind: NotificationKind;
    text: string;
    at: Date;
  } & ({ deliveryId: number } | { fileRequestId: number }),
) {
  if (!email) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) return;
  const [row] = await db
    .insert(notifications)
    .values({
      user_id: user.id,
      kind: note.kind,
      text: note.text,
      delivery_id: 'deliveryId' in note ? note.deliveryId : null,
      file_request_id: 'fileRequestId' in note ? note.fileRequestId : null,
      created_at: note.at,
    })
    .returning({ id: notifications.id });
  await publishLive(db, { kind: 'notification', user_id: user.id, id: row!.id });
}

/** One account's notifications: the latest, what is unread, and marking read. */
export function notificationStore(db: Db) {
  const unread = async (userId: number) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
    return row?.n ?? 0;
  };
  return {
    unread,
    latest: (userId: number) =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, userId))
        .orderBy(desc(notifications.id))
        .limit(LATEST),
    /** Those made after the last one a browser had (a stream opened again), oldest first. */
    async since(userId: number, lastId: number) {
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), gt(notifications.id, lastId)))
        .orderBy(desc(notifications.id))
        .limit(LATEST);
      return rows.reverse();
    },
    async markRead(userId: number, ids: number[] | 'all', at: Date) {
      await db
        .update(notifications)
        .set({ read_at: at })
        .where(
          and(
            eq(notifications.user_id, userId),
            isNull(notifications.read_at),
            ids === 'all' ? undefined : inArray(notifications.id, ids),
          ),
        );
      return unread(userId);
    },
  };
}
