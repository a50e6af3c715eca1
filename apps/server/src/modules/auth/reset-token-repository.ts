import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { passwordResetTokens } from '@/db/schema.js';
import { hashSecretToken, newSecretToken } from '@/lib/secret-token.js';

export function createResetTokenRepository(db: Db) {
  return {
    async create(userId: number, expiresAt: Date): Promise<string> {
      const { token, hash } = newSecretToken();
      await db
        .insert(passwordResetTokens)
        .values({ token_hash: hash, user_id: userId, expires_at: expiresAt });
      return token;
    },

    /** Marks the link used and answers its user id, atomically: a link works once, and only before it expires. */
    async consume(token: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ used_at: now })
        .where(
          and(
            eq(passwordResetTokens.token_hash, hashSecretToken(token)),
            isNull(passwordResetTokens.used_at),
            gt(passwordResetTokens.expires_at, now),
          ),
        )
        .returning({ userId: passwordResetTokens.user_id });
      return row?.userId;
    },

    /** A new password, however set, voids every link still out there. */
    async voidAllOfUser(userId: number, now: Date) {
      await db
        .update(passwordResetTokens)
        .set({ used_at: now })
        .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
    },
  };
}
