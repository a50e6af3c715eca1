import { lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, sessions } from '../../db/schema.js';
import type { Throttle } from './throttle.js';

const DAY = 24 * 3_600_000;

/** Removes sessions, reset links and throttle counters that can no longer matter (kept a week for audit). */
export async function pruneExpired(db: Db, throttle: Throttle, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  await db.delete(sessions).where(or(lt(sessions.expires_at, weekAgo), lt(sessions.revoked_at, weekAgo)));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, weekAgo));
  await throttle.prune(new Date(now.getTime() - DAY));
}
