import type { RecycleBinEntry, RetentionClient } from '@ops/contracts';
import type { RecycleBinRow, RetentionClientRow } from './retention-admin.js';

export const presentRetentionClient = (row: RetentionClientRow, defaultDays: number): RetentionClient => ({
  ...row,
  effective_days: row.retention_days ?? defaultDays,
});

export const presentRecycleBinEntry = (row: RecycleBinRow): RecycleBinEntry => ({
  ...row,
  removed_at: row.removed_at.toISOString(),
  purge_after: row.purge_after.toISOString(),
});
