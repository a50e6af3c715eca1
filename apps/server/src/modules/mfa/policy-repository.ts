import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/mfa-schema.js';

const REQUIRE_MFA = 'require_second_factor';

/** The OA's console-wide choice, read from the database on each use so every server instance agrees at once. */
export function createPolicyRepository(db: Db) {
  return {
    async isRequired() {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, REQUIRE_MFA));
      return row?.value === true;
    },

    async setRequired(required: boolean, by: number, now: Date) {
      await db
        .insert(settings)
        .values({ key: REQUIRE_MFA, value: required, updated_at: now, updated_by: by })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: required, updated_at: now, updated_by: by },
        });
    },
  };
}
