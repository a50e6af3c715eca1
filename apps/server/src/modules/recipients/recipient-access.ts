import { and, eq, sql } from 'drizzle-orm';
import { shareInForce } from '@/db/share-in-force.js';
import { RECIPIENT_MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { shareDownloads, sharedLogs } from '@/db/delivery-schema.js';
import { notFound } from '@/lib/app-error.js';

export { shareInForce } from '@/db/share-in-force.js';

export const sharedWith = (email: string) => eq(sql`lower(${sharedLogs.shared_to_user_email})`, email);

/** Counts one access of a share (Times Accessed, Last Accessed on), with whatever else the access sets. */
export async function countAccess(
  db: Db,
  shareId: number,
  now: Date,
  also: Partial<typeof sharedLogs.$inferInsert> = {},
) {
  await db
    .update(sharedLogs)
    .set({ accessed_number: sql`${sharedLogs.accessed_number} + 1`, last_accessed_time: now, ...also })
    .where(eq(sharedLogs.id, shareId));
}

/**
 * Counts one download of a version by a share; with a limit, only while downloads are left (an upsert whose
 * update holds a condition, so the last download cannot be taken twice). Answers the version's downloads
 * with this one; 0 when the limit is reached.
 */
export async function countDownload(
  db: Db,
  share: { id: number; download_limit: number | null },
  version: number,
  now: Date,
) {
  const limit = share.download_limit;
  const rows = await db
    .insert(shareDownloads)
    .values({ share_id: share.id, version, downloads: 1, first_at: now })
    .onConflictDoUpdate({
      target: [shareDownloads.share_id, shareDownloads.version],
      set: { downloads: sql`${shareDownloads.downloads} + 1` },
      ...(limit ? { setWhere: sql`${shareDownloads.downloads} < ${limit}` } : {}),
    })
    .returning({ downloads: shareDownloads.downloads });
  // The version's downloads so far with this one (1: its first), or 0 when refused.
  return rows.length > 0 && (!limit || rows[0]!.downloads <= limit) ? rows[0]!.downloads : 0;
}

/** This share's downloads per version. */
export async function downloadsByVersion(db: Db, shareId: number) {
  const rows = await db
    .select({ version: shareDownloads.version, downloads: shareDownloads.downloads })
    .from(shareDownloads)
    .where(eq(shareDownloads.share_id, shareId));
  return new Map(rows.map((r) => [r.version, r.downloads]));
}

/**
 * The address's share of the delivery, checked at every call: a revoke or an expiry ends access at once,
 * even in a session already open. An unknown delivery and one not shared answer alike.
 */
export async function requireShare(db: Db, email: string, deliveryId: number, now: Date) {
  const [share] = await db
    .select()
    .from(sharedLogs)
    .where(and(eq(sharedLogs.delivery_id, deliveryId), sharedWith(email), shareInForce(now)))
    .limit(1);
  if (!share) throw notFound(RECIPIENT_MESSAGES.deliveryNotFound);
  return share;
}
