import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, ENCODINGS } from './compression-settings.js';

/**
 * A JSON answer serialised and compressed once and sent to many (a month of cards is asked for many times a
 * minute and changes rarely). Kept as Brotli only, so a kept answer costs its compressed size; gzip is made
 * when first asked for, and the rare client that takes neither gets the JSON back from the Brotli bytes.
 * All of it runs on libuv's thread pool: a month at a million deliveries is 4 MB of JSON, and compressing
 * it on the event loop would stall every other request for tens of milliseconds (decision 0025).
 */
const compressBrotli = promisify(brotliCompress);
const decompressBrotli = promisify(brotliDecompress);
const compressGzip = promisify(gzip);

interface EncodedJson {
  br: Buffer;
  gzip?: Buffer;
  size: number;
}

export async function encodeJson(json: string): Promise<EncodedJson> {
  const plain = Buffer.from(json);
  return { br: await compressBrotli(plain, BROTLI_OPTIONS), size: plain.length };
}

/** The encoding the compression plugin would pick for this request (its aliases included), or none. */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (header == null) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
}

/** Sends a kept answer as the compression plugin would send it fresh: same encoding, headers and bytes. */
export async function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, answer: EncodedJson) {
  reply.type('application/json; charset=utf-8');
  const encoding = answer.size < COMPRESS_THRESHOLD_BYTES ? null : acceptedEncoding(request);
  if (answer.size >= COMPRESS_THRESHOLD_BYTES) reply.header('vary', 'accept-encoding');
  if (encoding === null) return reply.send(await decompressBrotli(answer.br));
  const body =
    encoding === 'br' ? answer.br : (answer.gzip ??= await compressGzip(await decompressBrotli(answer.br)));
  return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
}
