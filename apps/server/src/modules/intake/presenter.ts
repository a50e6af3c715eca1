import type { IntegrationKey } from '@ops/contracts';
import type { integrationKeys } from '@/db/delivery-schema.js';
import { isoOrNull } from '@/lib/iso-date.js';
import { staffName, type UserRow } from '../users/index.js';

/** A key as the list shows it: its prefix, never the secret; '-' when its creator's account is gone. */
export const presentIntegrationKey = (
  row: typeof integrationKeys.$inferSelect,
  creator: UserRow | null,
): IntegrationKey => ({
  id: row.id,
  name: row.name,
  prefix: `ik_${row.prefix}`,
  created_by: creator ? staffName(creator) : '-',
  created_at: row.created_at.toISOString(),
  last_used_at: isoOrNull(row.last_used_at),
  revoked_at: isoOrNull(row.revoked_at),
});
