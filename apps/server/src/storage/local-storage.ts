import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createLocalMultipart } from './local-multipart.js';
import { isSafeKey, type StorageDriver } from './storage-driver.js';

export function createLocalStorage(root: string): StorageDriver {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        // A disk that filled up, a body cut short: the bytes written so far go, never a file's beginning.
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      return stat(resolve(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    multipart: createLocalMultipart(resolve),
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    describe: () => `local disk at ${root}`,
  };
}
