import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
}

/** One stored part of a multipart upload; etag is quoted and opaque (S3: its MD5; local disk: its CRC32). */
export interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
}

interface MultipartBase {
  /** Prepares the final object: the store's upload id (S3), or null where the store keeps none (local disk). */
  begin(key: string, size: number): Promise<string | null>;
  /** Joins the parts, in order, into the object at `key`. */
  complete(key: string, uploadId: string | null, parts: StoredPart[]): Promise<void>;
  /** Drops the upload and every byte it stored, parts and object alike; a second call is harmless. */
  abort(key: string, uploadId: string | null): Promise<void>;
}

/** Local disk: the server receives each part and writes it in place, at its offset in the final file. */
export interface DiskMultipart extends MultipartBase {
  kind: 'disk';
  begin(key: string, size: number): Promise<null>;
  /**
   * Writes exactly `expectedSize` bytes at `offset`; a body of another length throws a 400 (partWrongSize).
   * Before reading on past a chunk it asks `hold`, and waits for the promise it answers (reads first).
   */
  writePart(
    key: string,
    offset: number,
    body: Readable,
    expectedSize: number,
    hold?: () => Promise<void> | undefined,
  ): Promise<{ etag: string; size: number }>;
}

/** S3: the browser sends each part straight to the bucket through a presigned URL. */
export interface PresignedMultipart extends MultipartBase {
  kind: 'presigned';
  begin(key: string, size: number): Promise<string>;
  partUrl(key: string, uploadId: string, partNumber: number, seconds: number): Promise<string>;
  /** The parts the store holds, or null when the upload no longer exists there (completed or aborted). */
  listParts(key: string, uploadId: string): Promise<StoredPart[] | null>;
}

export type MultipartStore = DiskMultipart | PresignedMultipart;

/** Where files live: local disk by default; the S3-compatible driver plugs in behind the same interface. */
export interface StorageDriver {
  put(key: string, body: Buffer | Readable): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL the browser downloads from directly (S3 presigned GET), when the store has one;
   * without it the server streams the file behind its own signed link.
   */
  downloadUrl?(key: string, options: { name: string; seconds: number }): Promise<string>;
  /** Chunked uploads (part 2 section 7) written straight to their final key. */
  multipart: MultipartStore;
  /** Rejects when the store cannot be reached or written (the readiness check). */
  ping(): Promise<void>;
  describe(): string;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by the server; this refuses anything that could climb out of the store. */
export function isSafeKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key) && !key.split('/').includes('..');
}
