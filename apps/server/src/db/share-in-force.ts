import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from './client.js';
import { sharedLogs } from './delivery-schema.js';

/**
 * A share in force: not a request, not revoked, not past its end. The one test every recipient call and
 * every link handed to a recipient uses (decision 0019: a revoke ends the links issued before it).
 */
export const shareInForce = (now: Date) =>
  and(
    eq(sharedLogs.is_request, false),
    isNull(sharedLogs.revoked_at),
    or(isNull(sharedLogs.expires_at), gt(sharedLogs.expires_at, now)),
  );

/** Whether the share a link was issued under is still in force. */
export async function isShareInForce(db: Db, shareId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: sharedLogs.id })
    .from(sharedLogs)
    .where(and(eq(sharedLogs.id, shareId), shareInForce(now)))
    .limit(1);
  return rows.length > 0;
}
