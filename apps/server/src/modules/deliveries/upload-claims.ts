import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { DELIVERY_MESSAGES, claimUploads as claimRule, fileExtension, type WantedFile } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { fileUploads } from '@/db/delivery-schema.js';
import { badRequest } from '@/lib/app-error.js';
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
 * Takes each named file, by the contracts' claim rule, from the caller's own completed uploads of this delivery
 * (made in one of `refs`: the flow and reference together, so a batch '7' never takes the uploads for the
 * delivery of id 7). The uploads are locked and marked delivered.
 */
export async function claimUploads(
  tx: Db,
  options: { userId: number; refs: UploadRef[]; wanted: WantedFile[]; now: Date },
): Promise<ClaimedFile[]> {
  if (options.wanted.length === 0) return [];
  const available = await tx
    .select()
    .from(fileUploads)
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
    .orderBy(desc(fileUploads.completed_at), desc(fileUploads.id))
    .for('update');
  const taken = ruleAnswer(
    claimRule(
      available,
      options.wanted,
      (u) => ({ fileName: u.file_name, fileType: u.file_type, group: u.group_ref }),
      // Decision 0024: nothing still scanned or found infected becomes a delivery file.
      assertDeliverable,
    ),
  );
  const used = new Set(taken.claims.map((c) => c.upload.id));
  const claimed = taken.claims.map(({ want, upload }): ClaimedFile => ({
    ...want,
    uploadId: upload.id,
    storageKey: upload.storage_key,
    size: upload.file_size,
    format: fileExtension(upload.file_name),
  }));
  const marked = await tx
    .update(fileUploads)
    .set({ status: 'delivered', delivered_at: options.now })
    .where(and(inArray(fileUploads.id, [...used]), eq(fileUploads.status, 'completed')))
    .returning({ id: fileUploads.id });
  if (marked.length !== used.size) {
    const lost = claimed.find((c) => !marked.some((m) => m.id === c.uploadId));
    throw badRequest(DELIVERY_MESSAGES.fileNotUploaded(lost?.name ?? ''));
  }
  return claimed;
}
