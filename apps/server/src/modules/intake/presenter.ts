import { INTAKE_MESSAGES, type IntakeReport, type IntegrationKey } from '@ops/contracts';
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

// A report stays small whatever the file held (decision 0019): the first rows and reasons, and how many more.
const REFUSED_LISTED = 500;
const REASONS_LISTED = 10;

const listedReasons = (reasons: string[]) =>
  reasons.length <= REASONS_LISTED
    ? reasons
    : [
        ...reasons.slice(0, REASONS_LISTED),
        INTAKE_MESSAGES.reasonsNotListed(reasons.length - REASONS_LISTED),
      ];

/** What an import or an upsert did: the counts, and the refused rows in sheet order with their reasons. */
export function presentIntakeReport(counts: {
  created: number;
  updated: number;
  unchanged: number;
  refused: IntakeReport['refused'];
}): IntakeReport {
  const refused = [...counts.refused].sort((a, b) => a.row - b.row);
  const more = refused.length - REFUSED_LISTED;
  const message = INTAKE_MESSAGES.imported(counts.created, counts.updated, refused.length);
  return {
    success: true,
    message: more > 0 ? `${message} ${INTAKE_MESSAGES.rowsNotListed(REFUSED_LISTED, more)}` : message,
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    refused: refused.slice(0, REFUSED_LISTED).map((row) => ({ ...row, reasons: listedReasons(row.reasons) })),
  };
}
