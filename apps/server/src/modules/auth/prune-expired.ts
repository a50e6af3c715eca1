import { lt, or } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { mfaChallenges } from '@/db/mfa-schema.js';
import { passwordResetTokens, sessions } from '@/db/schema.js';
import type { Throttle } from '../throttle/index.js';

const DAY = 24 * 3_600_000;

/** Removes sessions, reset links, second-step tokens and throttle counters that can no longer matter (sessions and links kept a week for audit). */
export async function pruneExpired(db: Db, throttle: Throttle, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  await db.delete(sessions).where(or(lt(sessions.expires_at, weekAgo), lt(sessions.revoked_at, weekAgo)));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, weekAgo));
  // A sign-in's second step lives minutes: its row is no use once expired (decision 0020).
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expires_at, now));
  await throttle.prune(new Date(now.getTime() - DAY));
}
