// The one rule for a file sent to a file request (issue 24, decision 0039): one of the request's types, at
// most its size, and not empty. The server's request upload routes, the contact's page and the demo's
// handlers all call it; each answers a refusal its own way.
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { fileExtension } from '../deliveries/file-rules.js';
import { FILE_REQUEST_MESSAGES } from '../file-requests/file-request-texts.js';

const MiB = 1024 * 1024;

/** A request's largest file in bytes. */
export const requestMaxBytes = (maxSizeMb: number) => maxSizeMb * MiB;

/** Why a file cannot be sent to this request, or null (the server's own size limit comes after). */
export function requestFileRefusal(
  request: { extensions: readonly string[]; max_size_mb: number },
  file: { name: string; size: number },
): string | null {
  if (!request.extensions.includes(fileExtension(file.name)))
    return FILE_REQUEST_MESSAGES.typeNotAllowed(file.name, request.extensions.join(', '));
  if (file.size > requestMaxBytes(request.max_size_mb))
    return FILE_REQUEST_MESSAGES.tooLarge(file.name, request.max_size_mb.toLocaleString('en-GB'));
  if (file.size < 1) return DELIVERY_MESSAGES.fileEmpty(file.name);
  return null;
}
