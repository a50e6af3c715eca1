import { QUARANTINE_DAYS, purgeAfter, type QuarantineSource } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { quarantinedFiles } from '@/db/scan-schema.js';
import type { Clock } from '@/lib/clock.js';
import { auditSystem } from '../audit/index.js';

export interface QuarantineEntry {
  fileName: string;
  signature: string;
  source: QuarantineSource;
  storageKey: string | null;
  size: number;
  uploadedBy: number | null;
  uploadedAt: Date;
  uploadId?: string;
  delivery?: string;
}

/** Records an infected upload for the operations admins (kept QUARANTINE_DAYS) and audits it as scan.infected. */
export async function quarantine(deps: { db: Db; clock: Clock }, entry: QuarantineEntry) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(quarantinedFiles)
    .values({
      file_name: entry.fileName,
      signature: entry.signature,
      source: entry.source,
      storage_key: entry.storageKey,
      size: entry.size,
      uploaded_by: entry.uploadedBy,
      uploaded_at: entry.uploadedAt,
      upload_id: entry.uploadId ?? null,
      delivery: entry.delivery ?? '',
      quarantined_at: now,
      purge_after: purgeAfter(now, QUARANTINE_DAYS),
    })
    .onConflictDoNothing({ target: quarantinedFiles.upload_id })
    .returning({ id: quarantinedFiles.id });
  // A second scan of the same upload (a retried job) records and audits nothing more.
  if (!row) return;
  await auditSystem(deps, {
    action: 'scan.infected',
    targetType: 'quarantined_file',
    targetId: row.id,
    actorId: entry.uploadedBy,
    details: { file_name: entry.fileName, signature: entry.signature, source: entry.source },
  });
}
