import {
  API,
  DELIVERY_MESSAGES,
  MAX_PARTS,
  claimUploads as claimRule,
  completedParts,
  partCount,
  partLengthRefusal,
  partNumberRefusal,
  resumedUploadAnswer,
  uploadUrlsAnswer,
  uploadStartRefusal,
  UPLOAD_DEFAULT_MAX_FILE_MB,
} from '@ops/contracts';
import type { FileDetails, FileType, WantedFile } from '@ops/contracts';
import type { DeliveryCreationState } from './delivery-creation';
import { batchInUse, findDelivery } from './delivery-creation';
import { refuse, ruleAnswer } from './refusal';
import type { DemoUpload, UploadFlow } from './upload-record';

const MiB = 1024 * 1024;
/** The server's UPLOAD_MAX_FILE_MB default. */
const UPLOAD_MAX_FILE_BYTES = UPLOAD_DEFAULT_MAX_FILE_MB * MiB;
/**
 * The demo's part size. The server answers the chunk asked for (10 MB); the demo keeps no bytes, so it
 * takes 1 MB parts and a file of a few MB shows its progress advance part by part.
 */
const DEMO_PART_BYTES = 1 * MiB;

/** The demo's rule for a failed upload (the login page's panel tells it): see isFailingName. */
export const FAILING_WORD = 'fail';

/**
 * A file whose name contains FAILING_WORD is refused at its first part (as by a file store that does not
 * accept it) until Redo resumes it; then it finishes.
 */
const isFailingName = (name: string) => name.toLowerCase().includes(FAILING_WORD);

/** The part URL's token names the upload and part (the server's is signed; no bytes are kept here anyway). */
const partToken = (upload: DemoUpload, part: number) => `${upload.id}.${part}`;
const partUrls = (upload: DemoUpload) =>
  Array.from({ length: upload.partCount }, (_, i) => API.deliveries.uploadPart(partToken(upload, i + 1)));

/** Answers a contracts rule's refusal (null for none) with the server's 400. */
const refuseIf = (refusal: string | null) => {
  if (refusal) refuse(400, refusal);
};

interface UploadRequest {
  file_name: string;
  file_size: number;
  chunk_size: number;
  delivery_id?: string;
  file_type?: FileType;
  group?: string;
}

/** New flow: a batch no delivery has yet. Update flow: an existing delivery, kept as its id. */
function deliveryRef(deliveries: FileDetails[], flow: UploadFlow, deliveryId = '') {
  if (flow === 'update') {
    const delivery = findDelivery(deliveries, deliveryId) ?? refuse(404, DELIVERY_MESSAGES.deliveryNotFound);
    return String(delivery.id);
  }
  if (flow === 'new' && batchInUse(deliveries, deliveryId))
    refuse(400, DELIVERY_MESSAGES.batchExists(deliveryId));
  return deliveryId;
}

/** Records an upload under the next number, with no parts stored yet. */
function addUpload(state: DeliveryCreationState, fields: Omit<DemoUpload, 'id' | 'parts'>) {
  const upload: DemoUpload = { id: `demo-upload-${state.nextUploadNumber++}`, parts: new Map(), ...fields };
  state.uploads.set(upload.id, upload);
  return upload;
}

/** Checks the file against the limits, records the upload, answers its part URLs. */
export function startUpload(
  state: DeliveryCreationState,
  deliveries: FileDetails[],
  userId: number,
  flow: UploadFlow,
  input: UploadRequest,
) {
  const name = input.file_name;
  refuseIf(uploadStartRefusal(input, UPLOAD_MAX_FILE_BYTES));
  const chunk = Math.max(DEMO_PART_BYTES, Math.ceil(input.file_size / MAX_PARTS));
  const upload = addUpload(state, {
    userId,
    flow,
    ref: deliveryRef(deliveries, flow, input.delivery_id),
    group: input.group ?? '',
    fileType: input.file_type ?? 'target_files',
    fileName: name,
    fileSize: input.file_size,
    chunk,
    partCount: partCount(input.file_size, chunk),
    status: 'pending',
    completedAt: 0,
    failing: isFailingName(name),
  });
  return uploadUrlsAnswer(upload, partUrls(upload));
}

const pendingOrRefuse = (upload: DemoUpload) => {
  if (upload.status !== 'pending') refuse(400, DELIVERY_MESSAGES.uploadFinished);
};

/** The upload and part a part URL names, checked as the server checks a signed one. */
export function partOf(state: DeliveryCreationState, token: string) {
  const match = /^(.+)\.(\d{1,5})$/.exec(token);
  const upload = match ? state.uploads.get(match[1]!) : undefined;
  if (!match || !upload) return refuse(403, DELIVERY_MESSAGES.partLinkInvalid);
  pendingOrRefuse(upload);
  const part = Number(match[2]);
  refuseIf(partNumberRefusal(upload, part));
  return { upload, part };
}

/** Records a part's size and answers its ETag: a part of the wrong size is refused and not recorded. */
export function receivePart(upload: DemoUpload, part: number, bytes: number): string {
  pendingOrRefuse(upload);
  if (upload.failing && part === 1) refuse(502, DELIVERY_MESSAGES.storeFailed);
  refuseIf(partLengthRefusal(upload, part, bytes));
  const etag = `"demo-${part}-${bytes.toString(16)}"`;
  upload.parts.set(part, { etag, size: bytes });
  return etag;
}

/** The parts stored so far, in part order. */
const recordedParts = (upload: DemoUpload) =>
  [...upload.parts]
    .map(([partNumber, p]) => ({ partNumber, ...p }))
    .sort((a, b) => a.partNumber - b.partNumber);

/** The caller's own upload; anyone else's answers the same 404 as a missing one. */
function ownUpload(state: DeliveryCreationState, userId: number, id: string) {
  const upload = state.uploads.get(id);
  if (!upload || upload.userId !== userId) return refuse(404, DELIVERY_MESSAGES.uploadNotFound);
  return upload;
}

/** Completes once every part is stored with the ETag listed; idempotent, as on the server. */
export function completeUpload(
  state: DeliveryCreationState,
  userId: number,
  input: { upload_id: string; file_name: string; parts: { ETag: string; PartNumber: number }[] },
) {
  const upload = ownUpload(state, userId, input.upload_id);
  if (upload.fileName !== input.file_name) refuse(400, DELIVERY_MESSAGES.completeNameMismatch);
  ruleAnswer(completedParts(upload, input.parts, recordedParts(upload)));
  if (upload.status === 'pending') {
    upload.status = 'completed';
    upload.completedAt = state.clock();
  }
  return { upload_id: upload.id, file_name: upload.fileName, file_size: upload.fileSize };
}

/** Where an upload stands, with URLs for every part while pending. A resume is the demo's Redo: it heals a failing file. */
export function resumeUpload(state: DeliveryCreationState, userId: number, id: string) {
  const upload = ownUpload(state, userId, id);
  upload.failing = false;
  const completed = upload.status !== 'pending';
  return resumedUploadAnswer(upload, completed ? [] : partUrls(upload), recordedParts(upload), completed);
}

/** A file part of an older combined call: recorded as a completed upload of that call. */
export function recordLegacyFile(
  state: DeliveryCreationState,
  userId: number,
  ref: string,
  fileType: FileType,
  name: string,
  size: number,
) {
  if (size === 0) refuse(400, DELIVERY_MESSAGES.fileEmpty(name));
  addUpload(state, {
    userId,
    flow: 'legacy',
    ref,
    group: '1',
    fileType,
    fileName: name,
    fileSize: size,
    chunk: 0,
    partCount: 1,
    status: 'completed',
    completedAt: state.clock(),
    failing: false,
  });
}

/**
 * Takes each named file, by the contracts' claim rule, from the caller's completed uploads of this delivery
 * (made under one of `refs`). Nothing is marked until `markDelivered`, so a refused call changes nothing.
 */
const uploadNumber = (upload: DemoUpload) => Number(upload.id.slice('demo-upload-'.length));

export function claimUploads(
  state: DeliveryCreationState,
  userId: number,
  refs: { flow: UploadFlow; ref: string }[],
  wanted: WantedFile[],
) {
  const available = [...state.uploads.values()]
    .filter(
      (u) =>
        u.userId === userId &&
        u.status === 'completed' &&
        refs.some((r) => r.flow === u.flow && r.ref === u.ref),
    )
    // Newest first, as the server reads them; uploads completed at the same moment (the tests' clock stands
    // still) by the order they were made in, newest first.
    .sort((a, b) => b.completedAt - a.completedAt || uploadNumber(b) - uploadNumber(a));
  const taken = ruleAnswer(claimRule(available, wanted, (u) => u));
  const used = taken.claims.map((c) => c.upload);
  const claimed = taken.claims.map(({ want, upload }) => ({ ...want, size: upload.fileSize }));
  return {
    claimed,
    markDelivered: () => {
      for (const upload of used) upload.status = 'delivered';
    },
  };
}
