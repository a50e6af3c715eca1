import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** The encodings offered, best first. */
export const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
// Quality 4 is Brotli's usual on-the-fly setting: close to gzip's speed with smaller output.
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

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
