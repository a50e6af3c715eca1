import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { ssoHandoffs } from '@/db/sso-schema.js';
import { hashSecretToken, newSecretToken } from '@/lib/secret-token.js';

/** How long the web app has to exchange the code: it does so at once, on the page the redirect opens. */
const HANDOFF_SECONDS = 60;

export function createHandoffRepository(db: Db) {
  return {
    /** A fresh code for the account; only its hash is stored. Spent codes older than a day go at the same time. */
    async create(userId: number, now: Date): Promise<string> {
      await db.delete(ssoHandoffs).where(lt(ssoHandoffs.expires_at, new Date(now.getTime() - 86_400_000)));
      const { token, hash } = newSecretToken();
      await db.insert(ssoHandoffs).values({
        code_hash: hash,
        user_id: userId,
        expires_at: new Date(now.getTime() + HANDOFF_SECONDS * 1000),
      });
      return token;
    },

    /** The account of an unused, unexpired code, which is spent in the same statement (so it works once). */
    async redeem(code: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(ssoHandoffs)
        .set({ used_at: now })
        .where(
          and(
            eq(ssoHandoffs.code_hash, hashSecretToken(code)),
            isNull(ssoHandoffs.used_at),
            gt(ssoHandoffs.expires_at, now),
          ),
        )
        .returning({ userId: ssoHandoffs.user_id });
      return row?.userId;
    },
  };
}
