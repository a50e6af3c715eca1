import { CONTRACT_MIME_BY_EXTENSION } from '@ops/contracts';

/** Content types of the formats files are delivered in (part 1's file-type list) and of contracts. */
const TYPES: Record<string, string> = {
  ...CONTRACT_MIME_BY_EXTENSION,
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  srt: 'application/x-subrip',
  mp4: 'video/mp4',
  zip: 'application/zip',
  psd: 'image/vnd.adobe.photoshop',
  ai: 'application/postscript',
  eps: 'application/postscript',
};

export const contentTypeOf = (extension: string) =>
  TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
