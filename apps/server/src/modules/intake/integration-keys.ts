import { and, desc, eq, isNull } from 'drizzle-orm';
import { INTAKE_MESSAGES, newIntegrationKey, sentIntegrationKey } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { integrationKeys } from '@/db/delivery-schema.js';
import { users } from '@/db/schema.js';
import { notFound, unauthorized } from '@/lib/app-error.js';
import { hashSecretToken } from '@/lib/secret-token.js';

/** Keys of the workflow tool: `ik_<prefix>_<secret>`, 256 random bits, only the SHA-256 kept. */
export function createIntegrationKeys(db: Db) {
  return {
    async create(name: string, creator: typeof users.$inferSelect, now: Date) {
      const { prefix, key } = newIntegrationKey();
      const [row] = await db
        .insert(integrationKeys)
        .values({ name, prefix, key_hash: hashSecretToken(key), created_by: creator.id, created_at: now })
        .returning();
      return { key, row: row! };
    },

    list() {
      return db
        .select({ key: integrationKeys, creator: users })
        .from(integrationKeys)
        .leftJoin(users, eq(users.id, integrationKeys.created_by))
        .orderBy(desc(integrationKeys.created_at), desc(integrationKeys.id));
    },

    /** True when this call revoked it; false when it was revoked already. */
    async revoke(id: number, now: Date) {
      const [row] = await db
        .update(integrationKeys)
        .set({ revoked_at: now })
        .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revoked_at)))
        .returning({ id: integrationKeys.id });
      if (row) return true;
      const [known] = await db
        .select({ id: integrationKeys.id })
        .from(integrationKeys)
        .where(eq(integrationKeys.id, id));
      if (!known) throw notFound(INTAKE_MESSAGES.keyNotFound);
      return false;
    },

    /** The key of a request (X-Integration-Key or Authorization: Bearer), or 401. */
    async verify(headers: Record<string, string | string[] | undefined>, now: Date) {
      const sent = sentIntegrationKey(headers['x-integration-key'], headers.authorization);
      if ('refusal' in sent) throw unauthorized(sent.refusal);
      const { key } = sent;
      const [row] = await db
        .update(integrationKeys)
        .set({ last_used_at: now })
        .where(and(eq(integrationKeys.key_hash, hashSecretToken(key)), isNull(integrationKeys.revoked_at)))
        .returning({ id: integrationKeys.id });
      if (!row) throw unauthorized(INTAKE_MESSAGES.keyInvalid);
    },
  };
}
