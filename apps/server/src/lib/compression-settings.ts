import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** The encodings offered, best first. */
export const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
// Quality 4 is Brotli's usual on-the-fly setting: close to gzip's speed with smaller output.
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
