import { API, DELIVERY_MESSAGES, uploadUrlResponseSchema } from '@ops/contracts';
import { jsonCall as call } from '@/shared/upload/json-call';
import { resumeAndComplete } from '@/shared/upload/resume-complete';
import type { UploadTransport } from '@/shared/upload/types';
import { UploadError } from '@/shared/upload/upload-error';

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
  ...resumeAndComplete(
    { resume: API.deliveries.uploadResume, complete: API.deliveries.multipartComplete },
    (url, body) => ({ url, method: 'POST', body, auth: true }),
  ),
};
