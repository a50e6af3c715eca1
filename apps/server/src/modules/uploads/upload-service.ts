import {
  API,
  DELIVERY_MESSAGES,
  chunkBytes,
  partCount,
  uploadStartRefusal,
  type FileType,
  type ResumeUploadResponse,
  type UploadUrlResponse,
} from '@ops/contracts';
import { sql } from 'drizzle-orm';
import { fileUploads } from '@/db/delivery-schema.js';
import { preparedPerDatabase } from '@/db/prepared.js';
import { badRequest, notFound } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import { findDelivery } from '../assignments/index.js';
import { batchInUse } from '../deliveries/index.js';
import { createPartSigner } from './part-token.js';
import {
  newUploadId,
  ownUpload,
  recordedParts,
  uploadKey,
  type UploadOwner,
  type UploadRow,
} from './upload-rows.js';
import { presentResumedUpload, presentUploadUrls } from './presenter.js';

const MiB = 1024 * 1024;

type UploadFlow = 'new' | 'update' | 'legacy' | 'request';

/** What the get-url calls carry, the older fixed-address one with fewer fields. */
interface UploadRequest {
  file_name: string;
  file_size: number;
  chunk_size: number;
  delivery_id?: string;
  file_type?: FileType;
  group?: string;
  time?: string;
  interim?: boolean;
}

/**
 * New flow: a batch no delivery has yet, kept as sent. Update flow: an existing delivery, by id or batch id,
 * kept as its id, the one reference its deliver call claims uploads by.
 */
async function deliveryRef(services: Services, flow: UploadFlow, deliveryId: string | undefined) {
  const ref = deliveryId ?? '';
  if (flow === 'update') {
    const delivery = await findDelivery(services.db, ref);
    if (!delivery) throw notFound(DELIVERY_MESSAGES.deliveryNotFound);
    return String(delivery.id);
  }
  if (flow === 'new' && (await batchInUse(services.db, ref)))
    throw badRequest(DELIVERY_MESSAGES.batchExists(ref));
  return ref;
}

/** Fresh URLs for every part: signed server paths on local disk, presigned UploadPart URLs on S3. */
async function partUrls(services: Services, row: UploadRow): Promise<string[]> {
  const { storage, clock, config, signingSecret } = services;
  const seconds = config.UPLOAD_URL_MINUTES * 60;
  const numbers = Array.from({ length: row.part_count }, (_, i) => i + 1);
  const store = storage.multipart;
  if (store.kind === 'presigned') {
    return Promise.all(numbers.map((n) => store.partUrl(row.storage_key, row.store_upload_id!, n, seconds)));
  }
  const signer = createPartSigner(signingSecret);
  const exp = Math.floor(clock.now().getTime() / 1000) + seconds;
  return numbers.map((part) => API.deliveries.uploadPart(signer.sign({ upload: row.id, part }, exp)));
}

/** A new upload's row, each column's value a placeholder of its name (every get-url call makes one). */
const insertUpload = preparedPerDatabase((db) =>
  db
    .insert(fileUploads)
    .values({
      id: sql.placeholder('id'),
      user_id: sql.placeholder('user_id'),
      file_request_id: sql.placeholder('file_request_id'),
      delivery_ref: sql.placeholder('delivery_ref'),
      flow: sql.placeholder('flow'),
      group_ref: sql.placeholder('group_ref'),
      file_type: sql.placeholder('file_type'),
      file_name: sql.placeholder('file_name'),
      file_size: sql.placeholder('file_size'),
      chunk_size: sql.placeholder('chunk_size'),
      part_count: sql.placeholder('part_count'),
      interim: sql.placeholder('interim'),
      time_ref: sql.placeholder('time_ref'),
      storage_key: sql.placeholder('storage_key'),
      store_upload_id: sql.placeholder('store_upload_id'),
      created_at: sql.placeholder('created_at'),
    })
    .returning()
    .prepare('upload_insert'),
);

/** Checks the file against the limits, makes the upload row and its place in the store, answers the part URLs. */
export async function startUpload(
  services: Services,
  owner: UploadOwner,
  flow: UploadFlow,
  input: UploadRequest,
): Promise<UploadUrlResponse> {
  const { config, db, storage, clock } = services;
  const name = input.file_name;
  const refusal = uploadStartRefusal(input, config.UPLOAD_MAX_FILE_MB * MiB);
  if (refusal) throw badRequest(refusal);
  const chunk = chunkBytes(input.chunk_size)!;
  const count = partCount(input.file_size, chunk);
  const ref = await deliveryRef(services, flow, input.delivery_id);

  const id = newUploadId();
  const now = clock.now();
  const key = uploadKey(id, name, now);
  const storeUploadId = await storage.multipart.begin(key, input.file_size);
  let row: UploadRow;
  try {
    [row] = (await insertUpload(db).execute({
      id,
      user_id: 'userId' in owner ? owner.userId : null,
      file_request_id: 'fileRequestId' in owner ? owner.fileRequestId : null,
      delivery_ref: ref,
      flow,
      group_ref: input.group ?? '',
      file_type: input.file_type ?? 'target_files',
      file_name: name,
      file_size: input.file_size,
      chunk_size: chunk,
      part_count: count,
      interim: input.interim ?? false,
      time_ref: input.time ?? '',
      storage_key: key,
      store_upload_id: storeUploadId,
      created_at: now,
    })) as [UploadRow];
  } catch (error) {
    await storage.multipart.abort(key, storeUploadId).catch(() => undefined);
    throw error;
  }
  return presentUploadUrls(row, await partUrls(services, row));
}

/**
 * Where an upload of the caller stands: the parts stored so far and fresh URLs for every part while it is
 * pending, so a redo, an expired URL or a reloaded page sends only what is missing.
 */
export async function resumeUpload(
  services: Services,
  owner: UploadOwner,
  uploadId: string,
): Promise<ResumeUploadResponse> {
  const row = await ownUpload(services.db, owner, uploadId);
  if (row.status === 'aborted') throw badRequest(DELIVERY_MESSAGES.uploadAborted);
  const completed = row.status !== 'pending';
  const store = services.storage.multipart;
  const parts =
    !completed && store.kind === 'presigned'
      ? await store.listParts(row.storage_key, row.store_upload_id!)
      : await recordedParts(services.db, row.id);
  // Gone from the bucket while pending: its lifecycle rule aborted it.
  if (!parts) throw badRequest(DELIVERY_MESSAGES.uploadAborted);
  return presentResumedUpload(row, completed ? [] : await partUrls(services, row), parts, completed);
}
