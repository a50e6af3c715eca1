import { INTAKE_MESSAGES, type IntakeReport, type IntegrationKey } from '@ops/contracts';
import type { integrationKeys } from '../../db/delivery-schema.js';
import { isoOrNull } from '../../lib/iso-date.js';
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

/** What an import or an upsert did: the counts, and the refused rows in sheet order with their reasons. */
export const presentIntakeReport = (counts: {
  created: number;
  updated: number;
  unchanged: number;
  refused: IntakeReport['refused'];
}): IntakeReport => ({
  success: true,
  message: INTAKE_MESSAGES.imported(counts.created, counts.updated, counts.refused.length),
  created: counts.created,
  updated: counts.updated,
  unchanged: counts.unchanged,
  refused: [...counts.refused].sort((a, b) => a.row - b.row),
});
