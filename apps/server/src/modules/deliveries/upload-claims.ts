import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { DELIVERY_MESSAGES, fileExtension } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { fileUploads } from '@/db/delivery-schema.js';
import { badRequest } from '@/lib/app-error.js';
import { assertDeliverable } from '../scanning/index.js';

export type FileType = 'source_files' | 'target_files';

/** Where an upload was made: its flow and delivery reference (a batch id, a delivery's id, a legacy form). */
export interface UploadRef {
  flow: 'new' | 'update' | 'legacy';
  ref: string;
}

export interface WantedFile {
  group: number;
  fileType: FileType;
  name: string;
}

export interface ClaimedFile extends WantedFile {
  uploadId: string;
  storageKey: string;
  size: number;
  format: string;
}

/** Group references arrive as 'G_2', '2' or 'group_2'; all name group 2. */
const groupNumber = (ref: string) => Number(/(\d+)\s*$/.exec(ref)?.[1] ?? NaN);

/**
 * Takes each named file from the caller's own completed uploads of this delivery (made in one of `refs`:
 * the flow and reference together, so a batch '7' never takes the uploads for the delivery of id 7), same name
 * and file type, preferring the same group, then the newest (a file uploaded again); each upload serves once. A name without one is refused, so a
 * delivered file is never empty or someone else's. The uploads are locked and marked delivered.
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
  const used = new Set<string>();
  const claimed = options.wanted.map((want): ClaimedFile => {
    const candidates = available.filter(
      (u) => !used.has(u.id) && u.file_name === want.name && u.file_type === want.fileType,
    );
    const upload = candidates.find((u) => groupNumber(u.group_ref) === want.group) ?? candidates[0];
    if (!upload) throw badRequest(DELIVERY_MESSAGES.fileNotUploaded(want.name));
    // Decision 0024: nothing still scanned or found infected becomes a delivery file.
    assertDeliverable(upload);
    used.add(upload.id);
    return {
      ...want,
      uploadId: upload.id,
      storageKey: upload.storage_key,
      size: upload.file_size,
      format: fileExtension(upload.file_name),
    };
  });
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
