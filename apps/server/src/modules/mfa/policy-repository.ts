import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { settings } from '@/db/mfa-schema.js';

const REQUIRE_MFA = 'require_second_factor';

/**
 * Whether an OA requires a second factor, as a column any statement can read along: the session's lookup
 * reads it with the session on every request, in the same round trip.
 */
export const secondFactorRequired = sql<boolean>`coalesce((select ${settings.value} = 'true'::jsonb
  from ${settings} where ${settings.key} = ${REQUIRE_MFA}), false)`;

/** The OA's console-wide choice, read from the database on each use so every server instance agrees at once. */
export function createPolicyRepository(db: Db) {
  return {
    async isRequired() {
      const { rows } = (await db.execute(sql`select ${secondFactorRequired} as required`)) as unknown as {
        rows: { required: boolean }[];
      };
      return rows[0]!.required;
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
