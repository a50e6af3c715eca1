import type { RecycleBinEntry } from '@ops/contracts';
import type { RecycleBinRow } from './retention-admin.js';

export const presentRecycleBinEntry = (row: RecycleBinRow): RecycleBinEntry => ({
  ...row,
  removed_at: row.removed_at.toISOString(),
  purge_after: row.purge_after.toISOString(),
});
