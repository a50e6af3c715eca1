import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { crc32 } from 'node:zlib';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import { badRequest } from '../lib/app-error.js';
import { countReceivedBytes } from '../lib/dead-buffer-gc.js';
import type { DiskMultipart } from './storage-driver.js';

class TooLong extends Error {}

/** Bytes of one part held in memory at most while the disk catches up. */
const WRITE_BUFFER = 1024 * 1024;

/**
 * A part's ETag on local disk: its CRC32 (the checksum S3 offers beside MD5), quoted. ETags are opaque to
 * clients; CRC32 costs about a seventh of MD5's CPU, which on a small server is the upload's ceiling.
 */
const diskPartEtag = (checksum: number) => `"${checksum.toString(16).padStart(8, '0')}"`;

/**
 * Chunked uploads on local disk: the final file is made at its full size up front (sparse), and each part
 * is written at its offset as it arrives, so completing copies nothing.
 */
export function createLocalMultipart(resolve: (key: string) => string): DiskMultipart {
  return {
    kind: 'disk',
    async begin(key, size) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const handle = await open(file, 'w');
      try {
        await handle.truncate(size);
      } catch (error) {
        await rm(file, { force: true }).catch(() => undefined);
        throw error;
      } finally {
        await handle.close();
      }
      return null;
    },

    async writePart(key, offset, body, expectedSize) {
      // A path stream, not a FileHandle's: the promise-based writes cost about twice the CPU per byte.
      // A deep buffer lets the socket keep reading while a write runs; the chunks then go out in one writev.
      const out = createWriteStream(resolve(key), {
        flags: 'r+',
        start: offset,
        highWaterMark: WRITE_BUFFER,
      });
      // Opened first, so a removed (aborted) upload fails here, before any byte is read.
      await once(out, 'ready');
      let checksum = 0;
      let received = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          // Never a byte past the part's own range: the next part's bytes stay untouched.
          if (received > expectedSize) return done(new TooLong());
          checksum = crc32(chunk, checksum);
          countReceivedBytes(chunk.length);
          done(null, chunk);
        },
      });
      const written = pipeline(meter, out);
      // The request is piped, not put in the pipeline: a refused body must not destroy the socket the
      // answer goes out on (Node drains what is left).
      finished(body).catch((error: unknown) => meter.destroy(error as Error));
      body.pipe(meter);
      try {
        await written;
      } catch (error) {
        body.unpipe(meter);
        if (error instanceof TooLong || received !== expectedSize) {
          throw badRequest(DELIVERY_MESSAGES.partWrongSize(expectedSize, received));
        }
        throw error;
      }
      if (received !== expectedSize)
        throw badRequest(DELIVERY_MESSAGES.partWrongSize(expectedSize, received));
      return { etag: diskPartEtag(checksum), size: received };
    },

    // The parts are already in place.
    async complete() {},

    async abort(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
