import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, ENCODINGS } from '../lib/compression-settings.js';

/**
 * Compresses answers (JSON, HTML, CSV…) over 1 KB when the client accepts it: Brotli, else gzip. Stored
 * files and zips opt out on their routes (their bytes are sent as stored, with their length). Request
 * bodies are never inflated: no client of this API sends compressed bodies, and inflating one would slip
 * past the body limits.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ENCODINGS,
      globalDecompression: false,
      brotliOptions: BROTLI_OPTIONS,
    });
  },
  { name: 'compression' },
);
