import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';

/** What clamd said about one stream. */
export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** clamd could not be reached, did not answer in time, or answered with an error (size limit, ...). */
export class ScannerUnavailable extends Error {
  override name = 'ScannerUnavailable';
}

export type ClamdAddress = { path: string } | { host: string; port: number };

/** CLAMD_SOCKET: a Unix socket path, or tcp://host:port. */
export function parseClamdAddress(value: string): ClamdAddress {
  if (!value.startsWith('tcp://')) return { path: value };
  const url = new URL(value);
  const port = Number(url.port);
  if (!url.hostname || !Number.isInteger(port) || port < 1)
    throw new Error(`CLAMD_SOCKET: no port in ${value}`);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port };
}

export interface ClamdOptions {
  address: ClamdAddress;
  /** Connecting, and any silence of clamd or of the source stream longer than this, fails the scan. */
  timeoutMs: number;
}

// clamd's INSTREAM takes length-prefixed chunks; a chunk larger than its buffer is refused, 64 KiB always fits.
const CHUNK = 64 * 1024;

function open(options: ClamdOptions): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(options.address);
    socket.setTimeout(options.timeoutMs);
    const fail = (error: Error) => {
      socket.destroy();
      reject(new ScannerUnavailable(`clamd unreachable: ${error.message}`));
    };
    socket.once('error', fail);
    socket.once('timeout', () => fail(new Error('connect timed out')));
    socket.once('connect', () => {
      socket.removeListener('error', fail);
      socket.removeAllListeners('timeout');
      resolve(socket);
    });
  });
}

/** Collects clamd's one NUL-terminated reply (or what it sent before closing). */
function replyOf(socket: Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const done = (error?: Error) => {
      socket.destroy();
      if (error) reject(new ScannerUnavailable(`clamd: ${error.message}`));
      else resolve(text.replace(/\0[\s\S]*$/, '').trim());
    };
    socket.setTimeout(timeoutMs, () => done(new Error('no answer in time')));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\0')) done();
    });
    socket.on('end', () => (text ? done() : done(new Error('closed without an answer'))));
    socket.on('error', (error) => (text ? done() : done(error)));
  });
}

/** 'stream: OK', 'stream: <Signature> FOUND', or an error line. */
export function parseReply(reply: string): ScanVerdict {
  const body = reply.replace(/^\d+:\s*/, '').replace(/^stream:\s*/, '');
  if (body === 'OK') return { infected: false };
  const found = /^(.+) FOUND$/.exec(body);
  if (found) return { infected: true, signature: found[1]!.trim() };
  throw new ScannerUnavailable(`clamd: ${reply || 'empty answer'}`);
}

/** Writes the stream as INSTREAM chunks with backpressure; stops early once clamd has answered (an error). */
async function send(socket: Socket, source: Readable, answered: () => boolean) {
  const write = (data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (socket.destroyed || answered()) return resolve();
      socket.write(data, (error) => (error ? reject(error) : resolve()));
    });
  for await (const piece of source) {
    const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    for (let start = 0; start < buffer.length; start += CHUNK) {
      if (answered()) return;
      const slice = buffer.subarray(start, start + CHUNK);
      const head = Buffer.alloc(4);
      head.writeUInt32BE(slice.length);
      await write(Buffer.concat([head, slice]));
    }
  }
  await write(Buffer.alloc(4));
}

/**
 * Scans a stream with clamd's INSTREAM command (decision 0024): the bytes flow from the store to clamd chunk
 * by chunk, never whole in memory. Throws ScannerUnavailable when clamd cannot give a verdict.
 */
export async function scanStream(options: ClamdOptions, source: Readable): Promise<ScanVerdict> {
  let socket: Socket;
  try {
    socket = await open(options);
  } catch (error) {
    source.destroy();
    throw error;
  }
  let answered = false;
  const reply = replyOf(socket, options.timeoutMs).finally(() => {
    answered = true;
    // A stalled store stream must not outlive the scan.
    source.destroy();
  });
  reply.catch(() => undefined);
  socket.write('zINSTREAM\0');
  try {
    await send(socket, source, () => answered);
  } catch (error) {
    source.destroy();
    // clamd may close on a size limit while the bytes still flow; its answer says why.
    if (!answered) {
      socket.destroy();
      await reply.catch(() => undefined);
      throw new ScannerUnavailable(`scan stream failed: ${(error as Error).message}`);
    }
  }
  return parseReply(await reply);
}
