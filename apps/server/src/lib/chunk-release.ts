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
 * keeps on purpose), and a detached ArrayBuffer's memory goes back at once, counted off by V8 at once.
 */
const sink = new MessageChannel().port1;
sink.close();

/**
 * Whether a body's chunks are its reader's alone: node:http copies each body chunk into an ArrayBuffer of
 * its own and keeps no reference once it is emitted (and nothing in this server listens to a part body but
 * the part's writer). A test's injected body (light-my-request) is not one: its chunks may be the caller's.
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
  if (whole.size) sink.postMessage(null, [...whole]);
}

const byteLength = (buffers: readonly NodeJS.ArrayBufferView[]) =>
  buffers.reduce((sum, buffer) => sum + buffer.byteLength, 0);

/**
 * The file functions for `createWriteStream({ fs })` that free each chunk once the write has taken all of
 * it (a partial write keeps its chunks: the stream writes the rest from them).
 */
export const freeingFileWrites = {
  open: fs.open,
  close: fs.close,
  write(
    fd: number,
    buffer: NodeJS.ArrayBufferView,
    offset: number,
    length: number,
    position: number | null,
    callback: (error: NodeJS.ErrnoException | null, written: number, buffer: NodeJS.ArrayBufferView) => void,
  ) {
    fs.write(fd, buffer, offset, length, position, (error, written, same) => {
      if (!error && offset === 0 && written === buffer.byteLength) free([buffer]);
      callback(error, written, same);
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
    fs.writev(fd, buffers, position, (error, written, same) => {
      if (!error && written === byteLength(buffers)) free(buffers);
      callback(error, written, same);
    });
  },
};
