import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, ENCODINGS } from '../plugins/compression.js';

/**
 * A JSON answer serialised and compressed once and sent to many (a month of cards is asked for many times a
 * minute and changes rarely). Kept as Brotli only, so a kept answer costs its compressed size; gzip is made
 * when first asked for, and the rare client that takes neither gets the JSON back from the Brotli bytes.
 */
interface EncodedJson {
  br: Buffer;
  gzip?: Buffer;
  size: number;
}

export function encodeJson(json: string): EncodedJson {
  const plain = Buffer.from(json);
  return { br: brotliCompressSync(plain, BROTLI_OPTIONS), size: plain.length };
}

/** The encoding the compression plugin would pick for this request (its aliases included), or none. */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (header == null) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
}

/** Sends a kept answer as the compression plugin would send it fresh: same encoding, headers and bytes. */
export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, answer: EncodedJson) {
  reply.type('application/json; charset=utf-8');
  const encoding = answer.size < COMPRESS_THRESHOLD_BYTES ? null : acceptedEncoding(request);
  if (answer.size >= COMPRESS_THRESHOLD_BYTES) reply.header('vary', 'accept-encoding');
  if (encoding === null) return reply.send(brotliDecompressSync(answer.br));
  const body = encoding === 'br' ? answer.br : (answer.gzip ??= gzipSync(brotliDecompressSync(answer.br)));
  return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
}
