import { CONTRACT_FILE_TYPES, CONTRACT_MIME_BY_EXTENSION } from './client-admin-constants.js';

// The legacy Office formats share one container (a compound file); only the name tells which it is.
const LEGACY_OFFICE = new Set(['doc', 'xls', 'ppt']);

/**
 * A contract file's type from what its content was detected as (file-type's MIME type, at the server and in
 * the demo), the name deciding only between the legacy Office formats; null for anything else, a zip that
 * is no Office file among them, whatever its name says.
 */
export function contractTypeOf(
  detectedMime: string | undefined,
  filename: string,
): { extension: string; mime: string } | null {
  const dot = filename.lastIndexOf('.');
  const named = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  if (detectedMime === 'application/x-cfb' && LEGACY_OFFICE.has(named))
    return { extension: named, mime: CONTRACT_MIME_BY_EXTENSION[named]! };
  const extension = detectedMime && CONTRACT_FILE_TYPES[detectedMime as keyof typeof CONTRACT_FILE_TYPES];
  return extension ? { extension, mime: detectedMime } : null;
}
