import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { finished } from 'node:stream/promises';
// The same CRC-32 as node:zlib's, computed with the CPU's carry-less multiply: about a quarter of zlib's CPU per
// GiB on this machine (82 against 320 ms), and the checksum is the one per-byte cost a part has (decision 0008).
import { crc32 } from '@node-rs/crc32';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import { badRequest } from '../lib/app-error.js';
import { ownsItsChunks, wholeFileWrites } from '../lib/chunk-release.js';
import type { DiskMultipart } from './storage-driver.js';

class TooLong extends Error {}

/**
 * Bytes gathered before they go down in one write. Handing a write to the thread pool costs the main thread
 * about 30 µs here whatever its size, and the socket hands over 64 KiB at a time, so writing each read as it
 * came spent more of the thread on dispatching writes than on anything else (decision 0008, 'Chunks freed
 * once written').
 */
const WRITE_BATCH = 256 * 1024;

/**
 * Bytes of one part held in memory at most while the disk catches up: one batch being written while the next
 * gathers; past it the body is paused. 1 MiB let a part run on past a held read, so reads waited (decision
 * 0008, 'On a faster machine'). With UPLOAD_PARTS_AT_ONCE (16 by default) parts that is at most 8 MiB.
 */
const WRITE_BUFFER = 2 * WRITE_BATCH;

/** A request's own chunks are freed once written; any other body's (a test's) may be its caller's. */
const writesFreeing = wholeFileWrites({ freeChunks: true });
const writesKeeping = wholeFileWrites({ freeChunks: false });

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

    async writePart(key, offset, body, expectedSize, hold) {
      // A path stream, not a FileHandle's: the promise-based writes cost about twice the CPU per byte.
      // Past its buffer the body is paused, so a part never holds more than that in memory, whatever its size,
      // and a request's own chunks are freed as each write takes them, not at a later collection.
      const out = createWriteStream(resolve(key), {
        flags: 'r+',
        start: offset,
        highWaterMark: WRITE_BUFFER,
        fs: ownsItsChunks(body) ? writesFreeing : writesKeeping,
      });
      // Opened first, so a removed (aborted) upload fails here, before any byte is read.
      await once(out, 'ready');
      let checksum = 0;
      let received = 0;
      let holding = false;
      // While no write is pending, chunks wait corked until a batch has gathered; the microtask runs once the
      // pipe has written the chunk that filled it. While a write is pending they gather uncorked, and go down
      // together when it ends. Whenever the corked stream could refuse a write (past its buffer), a flush is
      // already queued, so the pipe never waits on a drain that nothing would bring; ending the file stream
      // writes what is left.
      let flushing = false;
      const flush = () => {
        flushing = false;
        while (out.writableCorked) out.uncork();
      };
      // Before the pipe's own listener, so a chunk past the range finds the file stream already destroyed:
      // never a byte past the part's own range, the next part's bytes stay untouched.
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received > expectedSize) {
          out.destroy(new TooLong());
          return;
        }
        checksum = crc32(chunk, checksum);
        // Corked only from an empty stream, so what it holds is the batch gathered so far (this chunk is
        // written by the pipe's listener, after this one).
        if (!out.writableCorked && out.writableLength === 0) out.cork();
        if (out.writableCorked && out.writableLength + chunk.length >= WRITE_BATCH && !flushing) {
          flushing = true;
          queueMicrotask(flush);
        }
        if (holding) return;
        const wait = hold?.();
        if (!wait) return;
        holding = true;
        // Now, so the body's flow stops here: chunks it already holds would otherwise follow this one while
        // the write buffer has room.
        body.pause();
        // Once this chunk has reached the file (the pipe's own listener runs after this one, and would take the
        // body up again at the file's next drain): unpiped while it waits, piped again after.
        queueMicrotask(() => {
          body.unpipe(out);
          body.pause();
          void wait.then(() => {
            holding = false;
            if (!out.destroyed) body.pipe(out);
          });
        });
      };
      body.on('data', onData);
      // The request is piped, not put in a pipeline: a refused body must not destroy the socket the answer
      // goes out on (the unread rest is drained).
      finished(body).catch((error: unknown) => out.destroy(error as Error));
      body.pipe(out);
      try {
        await finished(out);
      } catch (error) {
        body.unpipe(out);
        if (error instanceof TooLong || received !== expectedSize) {
          throw badRequest(DELIVERY_MESSAGES.partWrongSize(expectedSize, received));
        }
        throw error;
      } finally {
        // The rest of a failed part's body is drained, not held for reads first nor counted.
        body.off('data', onData);
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
