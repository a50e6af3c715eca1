import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
}

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
  describe(): string;
}

/** RFC 6266 disposition with an ASCII fallback and the UTF-8 name. */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by the server; this refuses anything that could climb out of the store. */
export function isSafeKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key) && !key.split('/').includes('..');
}
