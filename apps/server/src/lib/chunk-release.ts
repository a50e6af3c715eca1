import fs from 'node:fs';
import { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * Frees the memory behind a request body's chunks as soon as a file write has taken them, instead of at V8's
 * next collection. Why (decision 0008, 'Chunks freed once written'): V8 counts the buffers allocated outside
 * its heap since its last full collection against the old generation's room, and frees a 64 KiB chunk only
 * at the scavenge that finds it dead, which buffers alone start only past 32 MB. A ~40 MB heap is left
 * about 10 MB of room, so a 4 GiB part stream ran a full collection every ~70 ms and took twice its CPU.
 *
 * How: posting to a closed MessagePort still detaches what the message transfers (the HTML rule, which Node
 * keeps on purpose), and a detached ArrayBuffer's memory goes back at once; with it gone, the back-to-back
 * full collections stopped (the bench's figures in decision 0008).
 */
const sink = new MessageChannel().port1;
sink.close();

/**
 * Whether a body's chunks are its reader's alone: node:http (20 to 24) copies each body chunk into an
 * ArrayBuffer of its own and keeps no reference once it is emitted, as long as no one sets the parser's own
 * read-buffer hook (nothing here does), and nothing in this server listens to a part body but the part's
 * writer. A test's injected body (light-my-request) is not one: its chunks may be the caller's.
 */
export const ownsItsChunks = (body: Readable) => body instanceof IncomingMessage;

/** Frees the buffers that are each a whole ArrayBuffer (a slice of a shared one is left alone). */
function free(buffers: readonly NodeJS.ArrayBufferView[]) {
  const whole = new Set<ArrayBuffer>();
  for (const buffer of buffers) {
    const backing = buffer.buffer;
    if (
      backing instanceof ArrayBuffer &&
      buffer.byteOffset === 0 &&
      buffer.byteLength > 0 &&
      backing.byteLength === buffer.byteLength
    )
      whole.add(backing);
  }
  if (!whole.size) return;
  try {
    sink.postMessage(null, [...whole]);
  } catch {
    // One that cannot be transferred (newer Node throws where 20 skips it) is left to the collector.
  }
}

/** The views left once `written` bytes of `buffers` are on disk. */
function rest(buffers: readonly NodeJS.ArrayBufferView[], written: number) {
  const left: NodeJS.ArrayBufferView[] = [];
  for (const buffer of buffers) {
    if (written >= buffer.byteLength) {
      written -= buffer.byteLength;
      continue;
    }
    left.push(new Uint8Array(buffer.buffer, buffer.byteOffset + written, buffer.byteLength - written));
    written = 0;
  }
  return left;
}

/**
 * Writes every byte of `buffers` at `position`: a short write goes on with the rest at the next offset, so
 * the stream's own retry never runs (Node's retry after a short writev starts from a position the stream has
 * already moved past the batch). A write that takes no byte fails.
 */
function writeWhole(
  fd: number,
  buffers: readonly NodeJS.ArrayBufferView[],
  position: number | null,
  done: (error: NodeJS.ErrnoException | null, written: number) => void,
) {
  let total = 0;
  const step = (left: readonly NodeJS.ArrayBufferView[], at: number | null) =>
    fs.writev(fd, left, at, (error, written) => {
      total += written ?? 0;
      if (error) return done(error, total);
      if (!written) return done(Object.assign(new Error('the write took no byte'), { code: 'EIO' }), total);
      const more = rest(left, written);
      if (!more.length) return done(null, total);
      step(more, at === null ? null : at + written);
    });
  step(buffers, position);
}

/**
 * The file functions for `createWriteStream({ fs })`: every write goes down whole, and with `freeChunks`
 * each chunk is freed once written (a failed write keeps its chunks, for the collector).
 */
export function wholeFileWrites({ freeChunks }: { freeChunks: boolean }) {
  return {
    open: fs.open,
    close: fs.close,
    write(
      fd: number,
      buffer: NodeJS.ArrayBufferView,
      offset: number,
      length: number,
      position: number | null,
      callback: (
        error: NodeJS.ErrnoException | null,
        written: number,
        buffer: NodeJS.ArrayBufferView,
      ) => void,
    ) {
      const view = new Uint8Array(buffer.buffer, buffer.byteOffset + offset, length);
      writeWhole(fd, [view], position, (error, written) => {
        if (!error && freeChunks && offset === 0 && length === buffer.byteLength) free([buffer]);
        callback(error, written, buffer);
      });
    },
    writev(
      fd: number,
      buffers: NodeJS.ArrayBufferView[],
      position: number | null,
      callback: (
        error: NodeJS.ErrnoException | null,
        written: number,
        buffers: NodeJS.ArrayBufferView[],
      ) => void,
    ) {
      writeWhole(fd, buffers, position, (error, written) => {
        if (!error && freeChunks) free(buffers);
        callback(error, written, buffers);
      });
    },
  };
}
