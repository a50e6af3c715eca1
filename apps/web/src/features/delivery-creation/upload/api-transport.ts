import {
  API,
  completeUploadResponseSchema,
  DELIVERY_MESSAGES,
  resumeUploadResponseSchema,
  uploadUrlResponseSchema,
} from '@ops/contracts';
import { isGone, jsonCall as call } from '@/shared/upload/json-call';
import type { UploadTransport } from '@/shared/upload/types';
import { UploadError } from '@/shared/upload/upload-error';
import { xhrPutPart } from '@/shared/upload/xhr-put';

export const apiTransport: UploadTransport = {
  async getUrls(body, flow, signal) {
    const url = flow === 'update' ? API.deliveries.updateGetUrl : API.deliveries.uploadGetUrl;
    const answer = await call(uploadUrlResponseSchema, { url, method: 'POST', body, auth: true }, signal);
    if ('error' in answer) {
      console.error(answer.error);
      throw new UploadError('links', DELIVERY_MESSAGES.failedUploadLinks);
    }
    return answer.data;
  },
  async resume(uploadId, signal) {
    const answer = await call(
      resumeUploadResponseSchema,
      { url: API.deliveries.uploadResume, method: 'POST', body: { upload_id: uploadId }, auth: true },
      signal,
    );
    if ('error' in answer) {
      throw new UploadError(isGone(answer.error) ? 'gone' : 'failed', answer.error.message);
    }
    return answer.data;
  },
  putPart: xhrPutPart,
  async complete(body, signal) {
    const answer = await call(
      completeUploadResponseSchema,
      { url: API.deliveries.multipartComplete, method: 'POST', body, auth: true },
      signal,
    );
    if ('error' in answer) throw new UploadError('failed', answer.error.message);
    return answer.data.details;
  },
};
