import type { PartPut } from './types';
import { abortError, UploadError } from './upload-error';

/** Retry-After in seconds (a date is read as 1 s: the server sends seconds). */
const retryAfterMs = (header: string | null) => {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
};

/**
 * PUTs one part's bytes with XMLHttpRequest (fetch has no upload progress). No token and no CSRF header:
 * the URL is signed and may be a cross-origin presigned S3 URL. Resolves with the ETag header.
 */
export function xhrPutPart({ url, body, signal, onProgress }: PartPut): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (fn: () => void) => {
      signal.removeEventListener('abort', onAbort);
      fn();
    };
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      settle(() => {
        const etag = xhr.getResponseHeader('ETag');
        if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
        else if (xhr.status === 403) reject(new UploadError('expired', `Part link refused (${xhr.status}).`));
        else if (xhr.status === 503)
          reject(new UploadError('busy', 'Server busy.', retryAfterMs(xhr.getResponseHeader('Retry-After'))));
        else reject(new UploadError('failed', `Part upload answered ${xhr.status}.`));
      });
    xhr.onerror = () => settle(() => reject(new UploadError('failed', 'Part upload failed.')));
    xhr.onabort = () => settle(() => reject(abortError()));
    xhr.send(body);
  });
}
