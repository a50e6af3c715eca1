import { and, eq, inArray, or } from 'drizzle-orm';
import { claimUploads as claimRule, fileExtension, type WantedFile } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { fileUploads } from '@/db/delivery-schema.js';
import { assertDeliverable } from '../scanning/index.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';

export type FileType = 'source_files' | 'target_files';

/** Where an upload was made: its flow and delivery reference (a batch id, a delivery's id, a legacy form). */
export interface UploadRef {
  flow: 'new' | 'update' | 'legacy';
  ref: string;
}

export interface ClaimedFile extends WantedFile {
  uploadId: string;
  storageKey: string;
  size: number;
  format: string;
}

/**
 * Newest first, as the claim rule reads them (a file uploaded again is taken before its older upload); as
 * PostgreSQL sorts descending, a missing time first.
 */
const newestFirst = (a: Upload, b: Upload) =>
  (b.completed_at?.getTime() ?? Infinity) - (a.completed_at?.getTime() ?? Infinity) ||
  (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

type Upload = typeof fileUploads.$inferSelect;

/**
 * Takes each named file, by the contracts' claim rule, from the caller's own completed uploads of this delivery
 * (made in one of `refs`: the flow and reference together, so a batch '7' never takes the uploads for the
 * delivery of id 7). One statement marks every candidate delivered, which locks them: a rival call waits, then
 * finds them taken. Candidates the rule passes over (an older upload of a file uploaded again) are given back,
 * and a refusal rolls the caller's transaction back.
 */
export async function claimUploads(
  tx: Db,
  options: { userId: number; refs: UploadRef[]; wanted: WantedFile[]; now: Date },
): Promise<ClaimedFile[]> {
  if (options.wanted.length === 0) return [];
  const marked = await tx
    .update(fileUploads)
    .set({ status: 'delivered', delivered_at: options.now })
    .where(
      and(
        eq(fileUploads.user_id, options.userId),
        or(
          ...options.refs.map((r) => and(eq(fileUploads.flow, r.flow), eq(fileUploads.delivery_ref, r.ref))),
        ),
        eq(fileUploads.status, 'completed'),
        inArray(fileUploads.file_name, [...new Set(options.wanted.map((w) => w.name))]),
      ),
    )
    .returning();
  const available = marked.map((u) => ({ ...u, status: 'completed' as const, delivered_at: null }));
  const taken = ruleAnswer(
    claimRule(
      available.sort(newestFirst),
      options.wanted,
      (u) => ({ fileName: u.file_name, fileType: u.file_type, group: u.group_ref }),
      // Decision 0024: nothing still scanned or found infected becomes a delivery file.
      assertDeliverable,
    ),
  );
  const used = new Set(taken.claims.map((c) => c.upload.id));
  const passedOver = available.filter((u) => !used.has(u.id)).map((u) => u.id);
  if (passedOver.length) {
    await tx
      .update(fileUploads)
      .set({ status: 'completed', delivered_at: null })
      .where(inArray(fileUploads.id, passedOver));
  }
  return taken.claims.map(({ want, upload }): ClaimedFile => ({
    ...want,
    uploadId: upload.id,
    storageKey: upload.storage_key,
    size: upload.file_size,
    format: fileExtension(upload.file_name),
  }));
}
