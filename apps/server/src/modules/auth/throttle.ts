import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authThrottle } from '../../db/schema.js';
import { MESSAGES } from '@ops/contracts';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/app-error.js';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMinutes: number;
}

/** Fixed-window counters in the database, so every server instance sees the same counts. */
export function createThrottle(db: Db, clock: Clock) {
  const windowStart = (rule: ThrottleRule) => new Date(clock.now().getTime() - rule.windowMinutes * 60_000);

  function refuse(rule: ThrottleRule, startedAt: Date): never {
    const endsAt = startedAt.getTime() + rule.windowMinutes * 60_000;
    const seconds = Math.max(1, Math.ceil((endsAt - clock.now().getTime()) / 1000));
    throw tooManyRequests(MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
  }

  return {
    /** Refuses with 429 while the rule's counter has reached its limit in the current window. */
    async assertOpen(...rules: ThrottleRule[]) {
      for (const rule of rules) {
        const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, rule.key));
        if (row && row.hits >= rule.limit && row.window_started_at > windowStart(rule)) {
          refuse(rule, row.window_started_at);
        }
      }
    },

    /** Counts one event against each rule, starting a new window when the old one has passed. */
    async record(...rules: ThrottleRule[]) {
      const now = clock.now();
      for (const rule of rules) {
        const expired = sql`${authThrottle.window_started_at} <= ${windowStart(rule).toISOString()}::timestamptz`;
        await db
          .insert(authThrottle)
          .values({ key: rule.key, hits: 1, window_started_at: now })
          .onConflictDoUpdate({
            target: authThrottle.key,
            set: {
              hits: sql`case when ${expired} then 1 else ${authThrottle.hits} + 1 end`,
              window_started_at: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottle.window_started_at} end`,
            },
          });
      }
    },

    async clear(key: string) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
