import { randomUUID } from 'node:crypto';
import { fileExtension } from '@ops/contracts';
import type { App } from '../app.js';
import { fileUploads } from '../db/delivery-schema.js';

/** A finished chunked upload of the user: its bytes in storage and a 'completed' row, as the uploads module leaves it. */
export async function buildCompletedUpload(
  app: App,
  options: {
    userId: number;
    deliveryRef: string;
    /** The flow the upload was made in; its deliver call claims only its own flow's uploads. */
    flow?: 'new' | 'update' | 'legacy';
    fileName: string;
    fileType: 'source_files' | 'target_files';
    groupRef?: string;
    bytes?: Buffer;
    status?: 'pending' | 'completed' | 'delivered' | 'aborted';
    /** Deliverable unless a test says otherwise (decision 0024). */
    scanStatus?: 'pending' | 'clean' | 'infected' | 'unscanned';
    /** When it completed (now by default): a file uploaded again is the newer one. */
    completedAt?: Date;
  },
) {
  const bytes = options.bytes ?? Buffer.from(`content of ${options.fileName} ${randomUUID()}`);
  const id = randomUUID();
  const key = `uploads/test/${id}.${fileExtension(options.fileName)}`;
  await app.services.storage.put(key, bytes);
  const now = app.services.clock.now();
  await app.services.db.insert(fileUploads).values({
    id,
    user_id: options.userId,
    delivery_ref: options.deliveryRef,
    flow: options.flow ?? 'new',
    group_ref: options.groupRef ?? 'G_1',
    file_type: options.fileType,
    file_name: options.fileName,
    file_size: bytes.length,
    chunk_size: 10 * 1024 * 1024,
    part_count: 1,
    storage_key: key,
    status: options.status ?? 'completed',
    scan_status: options.scanStatus ?? 'unscanned',
    created_at: now,
    completed_at: options.completedAt ?? now,
  });
  return { id, key, bytes };
}
