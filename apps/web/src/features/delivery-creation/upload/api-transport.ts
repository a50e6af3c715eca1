import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  API,
  completeUploadResponseSchema,
  DELIVERY_MESSAGES,
  MESSAGES,
  resumeUploadResponseSchema,
  uploadUrlResponseSchema,
} from '@ops/contracts';
import type { z } from 'zod';
import { baseQuery } from '@/shared/api/base-query';
import type { ApiError, ApiRequest } from '@/shared/api/base-query';
import type { UploadTransport } from './types';
import { abortError, UploadError } from './upload-error';
import { xhrPutPart } from './xhr-put';

type Answer<T> = { data: T } | { error: ApiError };

/** A JSON call through the app's base query (token, CSRF, session rules), checked with its contract. */
async function call<S extends z.ZodType>(
  schema: S,
  request: ApiRequest,
  signal: AbortSignal,
): Promise<Answer<z.infer<S>>> {
  const result = await baseQuery(request, { signal } as BaseQueryApi, {});
  if (signal.aborted) throw abortError();
  if ('error' in result && result.error) return { error: result.error };
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) {
    console.error(`Unexpected answer for ${request.url}`, parsed.error.issues);
    return { error: { status: 'BAD_RESPONSE', message: MESSAGES.serverError } };
  }
  return { data: parsed.data };
}

/** The server no longer has the upload (unknown: 404, aborted: 400); a lapsed sign-in or a throttle is not that. */
const isGone = (error: ApiError) => error.status === 400 || error.status === 404;

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
