import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { mfaChallenges } from '@/db/mfa-schema.js';
import { hashSecretToken, newSecretToken } from '@/lib/secret-token.js';

/** Sign-ins waiting for their second factor: the mfa_token is kept only as a hash. */
export function createChallengeRepository(db: Db) {
  const live = (token: string, now: Date) =>
    and(
      eq(mfaChallenges.token_hash, hashSecretToken(token)),
      isNull(mfaChallenges.used_at),
      gt(mfaChallenges.expires_at, now),
    );

  return {
    async create(input: { userId: number; stayLoggedIn: boolean; expiresAt: Date }) {
      const { token, hash } = newSecretToken();
      await db.insert(mfaChallenges).values({
        token_hash: hash,
        user_id: input.userId,
        stay_logged_in: input.stayLoggedIn,
        expires_at: input.expiresAt,
      });
      return token;
    },

    async findLive(token: string, now: Date) {
      const [row] = await db.select().from(mfaChallenges).where(live(token, now));
      return row;
    },

    async setWebauthnChallenge(id: number, challenge: string) {
      await db.update(mfaChallenges).set({ webauthn_challenge: challenge }).where(eq(mfaChallenges.id, id));
    },

    /** Spends the token; false when another request spent it first. */
    async spend(token: string, now: Date) {
      const rows = await db
        .update(mfaChallenges)
        .set({ used_at: now })
        .where(live(token, now))
        .returning({ id: mfaChallenges.id });
      return rows.length === 1;
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
