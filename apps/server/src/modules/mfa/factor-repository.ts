import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { mfaPasskeyRegistrations, mfaPasskeys, mfaRecoveryCodes, mfaTotp } from '@/db/mfa-schema.js';

/** The stored second factors of staff accounts. */
export function createFactorRepository(db: Db) {
  return {
    async findTotp(userId: number) {
      const [row] = await db.select().from(mfaTotp).where(eq(mfaTotp.user_id, userId));
      return row;
    },

    /** A new, unconfirmed secret in place of any unconfirmed one. */
    async saveUnconfirmedTotp(userId: number, secretSealed: string) {
      await db
        .insert(mfaTotp)
        .values({ user_id: userId, secret_sealed: secretSealed })
        .onConflictDoUpdate({
          target: mfaTotp.user_id,
          set: { secret_sealed: secretSealed, confirmed_at: null, last_used_step: null },
        });
    },

    async confirmTotp(userId: number, step: number, now: Date) {
      await db
        .update(mfaTotp)
        .set({ confirmed_at: now, last_used_step: step })
        .where(eq(mfaTotp.user_id, userId));
    },

    /** Records the step as used; false when it (or a later one) already was, so a code counts once. */
    async useTotpStep(userId: number, step: number) {
      const rows = await db
        .update(mfaTotp)
        .set({ last_used_step: step })
        .where(
          and(
            eq(mfaTotp.user_id, userId),
            sql`(${mfaTotp.last_used_step} is null or ${mfaTotp.last_used_step} < ${step})`,
          ),
        )
        .returning({ userId: mfaTotp.user_id });
      return rows.length === 1;
    },

    async deleteTotp(userId: number) {
      await db.delete(mfaTotp).where(eq(mfaTotp.user_id, userId));
    },

    async replaceRecoveryCodes(userId: number, hashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.user_id, userId));
        await tx.insert(mfaRecoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
      });
    },

    /** 'used' when the code was spent before, 'ok' when this call spent it, undefined when unknown. */
    async spendRecoveryCode(userId: number, hash: string, now: Date): Promise<'ok' | 'used' | undefined> {
      const spent = await db
        .update(mfaRecoveryCodes)
        .set({ used_at: now })
        .where(
          and(
            eq(mfaRecoveryCodes.user_id, userId),
            eq(mfaRecoveryCodes.code_hash, hash),
            isNull(mfaRecoveryCodes.used_at),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      if (spent.length === 1) return 'ok';
      const [used] = await db
        .select({ id: mfaRecoveryCodes.id })
        .from(mfaRecoveryCodes)
        .where(
          and(
            eq(mfaRecoveryCodes.user_id, userId),
            eq(mfaRecoveryCodes.code_hash, hash),
            isNotNull(mfaRecoveryCodes.used_at),
          ),
        );
      return used ? 'used' : undefined;
    },

    async recoveryCodesLeft(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.user_id, userId), isNull(mfaRecoveryCodes.used_at)));
      return row?.n ?? 0;
    },

    listPasskeys: (userId: number) =>
      db.select().from(mfaPasskeys).where(eq(mfaPasskeys.user_id, userId)).orderBy(mfaPasskeys.id),

    async findPasskey(credentialId: string) {
      const [row] = await db.select().from(mfaPasskeys).where(eq(mfaPasskeys.credential_id, credentialId));
      return row;
    },

    async addPasskey(row: typeof mfaPasskeys.$inferInsert) {
      await db.insert(mfaPasskeys).values(row);
    },

    async usePasskey(id: number, counter: number, now: Date) {
      await db.update(mfaPasskeys).set({ counter, last_used_at: now }).where(eq(mfaPasskeys.id, id));
    },

    async removePasskey(userId: number, id: number) {
      const rows = await db
        .delete(mfaPasskeys)
        .where(and(eq(mfaPasskeys.user_id, userId), eq(mfaPasskeys.id, id)))
        .returning({ id: mfaPasskeys.id });
      return rows.length === 1;
    },

    async saveRegistrationChallenge(userId: number, challenge: string, expiresAt: Date) {
      await db
        .insert(mfaPasskeyRegistrations)
        .values({ user_id: userId, challenge, expires_at: expiresAt })
        .onConflictDoUpdate({
          target: mfaPasskeyRegistrations.user_id,
          set: { challenge, expires_at: expiresAt },
        });
    },

    /** The pending challenge, removed as it is read: each works once. */
    async takeRegistrationChallenge(userId: number, now: Date) {
      const [row] = await db
        .delete(mfaPasskeyRegistrations)
        .where(eq(mfaPasskeyRegistrations.user_id, userId))
        .returning();
      return row && row.expires_at > now ? row.challenge : undefined;
    },

    /** Every factor and recovery code of the account goes (turned off by the user, or reset by an OA). */
    async removeAll(userId: number) {
      await db.transaction(async (tx) => {
        await tx.delete(mfaTotp).where(eq(mfaTotp.user_id, userId));
        await tx.delete(mfaPasskeys).where(eq(mfaPasskeys.user_id, userId));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.user_id, userId));
        await tx.delete(mfaPasskeyRegistrations).where(eq(mfaPasskeyRegistrations.user_id, userId));
      });
    },

    async removeRecoveryCodes(userId: number) {
      await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.user_id, userId));
    },

    /** Whether the account has a confirmed authenticator app or a passkey. */
    async hasFactor(userId: number) {
      const [totp] = await db
        .select({ id: mfaTotp.user_id })
        .from(mfaTotp)
        .where(and(eq(mfaTotp.user_id, userId), isNotNull(mfaTotp.confirmed_at)));
      if (totp) return true;
      const [passkey] = await db
        .select({ id: mfaPasskeys.id })
        .from(mfaPasskeys)
        .where(eq(mfaPasskeys.user_id, userId))
        .limit(1);
      return !!passkey;
    },
  };
}

export type FactorRepository = ReturnType<typeof createFactorRepository>;
