import { completeUploadResponseSchema, resumeUploadResponseSchema } from '@ops/contracts';
import type { ApiError, ApiRequest } from '@/shared/api/base-query';
import { isGone, jsonCall } from './json-call';
import type { UploadTransport } from './types';
import { UploadError } from './upload-error';
import { xhrPutPart } from './xhr-put';

/**
 * The resume and complete calls and the part PUTs of a transport, the same on every page that uploads (staff
 * deliveries, a file request's contact): only the paths and how a POST is sent (its session) differ.
 */
export function resumeAndComplete(
  paths: { resume: string; complete: string },
  post: (url: string, body: unknown) => ApiRequest,
  /** Sees every refused call first (a file request's page notices its 409: the request closed). */
  onError: (error: ApiError) => void = () => {},
): Pick<UploadTransport, 'resume' | 'putPart' | 'complete'> {
  return {
    async resume(uploadId, signal) {
      const answer = await jsonCall(
        resumeUploadResponseSchema,
        post(paths.resume, { upload_id: uploadId }),
        signal,
      );
      if ('error' in answer) {
        onError(answer.error);
        throw new UploadError(isGone(answer.error) ? 'gone' : 'failed', answer.error.message);
      }
      return answer.data;
    },
    putPart: xhrPutPart,
    async complete(body, signal) {
      const answer = await jsonCall(completeUploadResponseSchema, post(paths.complete, body), signal);
      if ('error' in answer) {
        onError(answer.error);
        throw new UploadError('failed', answer.error.message);
      }
      return answer.data.details;
    },
  };
}
