import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { sessions, users } from '@/db/schema.js';
import { hashSecretToken, newSecretToken } from '@/lib/secret-token.js';
import { secondFactorRequired } from '../mfa/index.js';

export function createSessionRepository(db: Db) {
  /**
   * The session and its user, if the token is known, unexpired and not revoked, and the user active; with
   * the second-factor policy read in the same statement (both are read from the database on every request,
   * so a revoked session or a changed policy holds at once on every instance). Built once and prepared, as
   * every signed-in request runs it: building a join of two whole rows cost about as much CPU as its round
   * trip (decision 0025).
   */
  const activeSession = db
    .select({ session: sessions, user: users, secondFactorRequired })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('hash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        isNull(users.deactivated_at),
      ),
    )
    .prepare('active_session');

  return {
    async create(input: {
      userId: number;
      expiresAt: Date;
      ip: string;
      userAgent: string;
      /** A single sign-on's session (decision 0021). */
      viaSso?: boolean;
    }): Promise<string> {
      const { token, hash } = newSecretToken();
      await db.insert(sessions).values({
        token_hash: hash,
        user_id: input.userId,
        expires_at: input.expiresAt,
        ip: input.ip,
        user_agent: input.userAgent.slice(0, 300),
        via_sso: input.viaSso ?? false,
      });
      return token;
    },

    async findActive(token: string, now: Date) {
      const [row] = await activeSession.execute({ hash: hashSecretToken(token), now: now.toISOString() });
      return row;
    },

    async revoke(sessionId: number, now: Date) {
      await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, sessionId));
    },

    async revokeAllOfUser(userId: number, now: Date) {
      await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
