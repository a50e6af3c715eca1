import { eq, inArray, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { authThrottle } from '@/db/schema.js';
import { tooManyRequests } from '@/lib/app-error.js';
import type { Clock } from '@/lib/clock.js';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMinutes: number;
}

/**
 * Fixed-window counters in the database, shared by every server instance. An attempt is counted before
 * the work it guards (one atomic upsert per rule), so parallel requests cannot slip past the limit;
 * a successful attempt is given back with `release()`.
 */
export function createThrottle(db: Db, clock: Clock) {
  async function count(rule: ThrottleRule, now: Date) {
    const windowStart = new Date(now.getTime() - rule.windowMinutes * 60_000).toISOString();
    const expired = sql`${authThrottle.window_started_at} <= ${windowStart}::timestamptz`;
    const [row] = await db
      .insert(authThrottle)
      .values({ key: rule.key, hits: 1, window_started_at: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${authThrottle.hits} + 1 end`,
          window_started_at: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottle.window_started_at} end`,
        },
      })
      .returning({ hits: authThrottle.hits, startedAt: authThrottle.window_started_at });
    return row!;
  }

  async function release(rules: ThrottleRule[]) {
    if (rules.length === 0) return;
    await db
      .update(authThrottle)
      .set({ hits: sql`greatest(${authThrottle.hits} - 1, 0)` })
      .where(
        inArray(
          authThrottle.key,
          rules.map((r) => r.key),
        ),
      );
  }

  return {
    /** Counts one attempt against each rule; refuses with 429 once a rule is over its limit. */
    async attempt(...rules: ThrottleRule[]) {
      const now = clock.now();
      const counted: ThrottleRule[] = [];
      const hits: Record<string, number> = {};
      for (const rule of rules) {
        const counter = await count(rule, now);
        hits[rule.key] = counter.hits;
        counted.push(rule);
        if (counter.hits > rule.limit) {
          await release(counted);
          const seconds = Math.max(
            1,
            Math.ceil((counter.startedAt.getTime() + rule.windowMinutes * 60_000 - now.getTime()) / 1000),
          );
          throw tooManyRequests(MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
        }
      }
      /** hits: this attempt's count in each rule's window, itself included. */
      return { hits, release: () => release(counted) };
    },

    async clear(key: string) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    /** Drops counters whose window ended long ago. */
    async prune(olderThan: Date) {
      await db.delete(authThrottle).where(lt(authThrottle.window_started_at, olderThan));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
