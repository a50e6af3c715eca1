import { API, DELIVERY_MESSAGES, uploadUrlResponseSchema } from '@ops/contracts';
import type { ApiError } from '@/shared/api/base-query';
import { jsonCall } from '@/shared/upload/json-call';
import { resumeAndComplete } from '@/shared/upload/resume-complete';
import type { UploadTransport } from '@/shared/upload/types';
import { UploadError } from '@/shared/upload/upload-error';

const closedListeners = new Map<number, Set<() => void>>();

/** Calls `listener` when an upload call of this request answers 409 (closed or past due); returns the undo. */
export function onRequestClosed(requestId: number, listener: () => void) {
  const listeners = closedListeners.get(requestId) ?? new Set<() => void>();
  closedListeners.set(requestId, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const noticeClosed = (requestId: number) => (error: ApiError) => {
  if (error.status === 409) closedListeners.get(requestId)?.forEach((listener) => listener());
};

/**
 * The engine's network for a file request's contact (decision 0039): the request's own get-url, resume
 * and complete calls in the contact's session; part PUTs go to the URLs answered, as the staff's.
 * The server checks the type and size again: its refusal is the file's message.
 */
export function requestTransport(requestId: number): UploadTransport {
  const post = (url: string, body: unknown) => ({ url, method: 'POST' as const, body, contact: true });
  const onError = noticeClosed(requestId);
  return {
    async getUrls({ file_name, file_size, chunk_size }, _flow, signal) {
      const answer = await jsonCall(
        uploadUrlResponseSchema,
        post(API.requestLinks.getUrl(requestId), { file_name, file_size, chunk_size }),
        signal,
      );
      if ('error' in answer) {
        onError(answer.error);
        // A refused type, size or a closed request says why; an outage is the staff page's words.
        const refused = answer.error.status === 400 || answer.error.status === 409;
        throw new UploadError('links', refused ? answer.error.message : DELIVERY_MESSAGES.failedUploadLinks);
      }
      return answer.data;
    },
    ...resumeAndComplete(
      { resume: API.requestLinks.resume(requestId), complete: API.requestLinks.complete(requestId) },
      post,
      onError,
    ),
  };
}
