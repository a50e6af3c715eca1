import { and, eq, inArray, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { fileUploads } from '@/db/delivery-schema.js';
import { fileRequestCodes, fileRequestSessions, fileRequests } from '@/db/file-request-schema.js';
import type { StorageDriver } from '@/storage/storage-driver.js';
import { abortUploadsWhere } from '../uploads/index.js';
import { utcDay } from '@ops/contracts';

const DAY = 24 * 3_600_000;

/**
 * Drops the contacts' request sessions past their end and codes used or past theirs (hourly upkeep), by the
 * rule the recipients' purge follows: a session or code that can no longer be used is not kept.
 */
export async function purgeFileRequestSecrets(db: Db, now: Date) {
  await db.delete(fileRequestSessions).where(lt(fileRequestSessions.expires_at, now));
  await db
    .delete(fileRequestCodes)
    .where(or(isNotNull(fileRequestCodes.used_at), lt(fileRequestCodes.expires_at, now)));
}

/**
 * Requests that stopped being open more than a day before `now`: closed then, or their due day (which takes
 * files to its end, UTC) ended then. A request whose due date moved later is open again and not among them.
 */
function closedADayAgo(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY);
  // The due day ends at the next midnight UTC; a day after that is two days after its start.
  const lastDueDate = utcDay(now, -2);
  return db
    .select({ id: fileRequests.id })
    .from(fileRequests)
    .where(or(lt(fileRequests.closed_at, dayAgo), lte(fileRequests.due_date, lastDueDate)));
}

/**
 * A contact's completed uploads never submitted are of no use once their request stopped being open: a day
 * after that (hourly upkeep) their bytes leave the store, their parts the database, their status becomes
 * 'aborted'. Sent files ('delivered') are the assignment's and stay. Claimed in batches as the stale uploads
 * are, so two instances never share a row.
 */
export const removeUnsentRequestUploads = (db: Db, storage: StorageDriver, now: Date) =>
  abortUploadsWhere(db, {
    status: 'completed',
    where: and(eq(fileUploads.flow, 'request'), inArray(fileUploads.file_request_id, closedADayAgo(db, now))),
    removeBytes: (upload) => storage.delete(upload.key),
    what: 'unsent request uploads',
  });
