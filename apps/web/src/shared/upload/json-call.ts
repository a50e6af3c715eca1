import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@ops/contracts';
import type { z } from 'zod';
import { baseQuery } from '@/shared/api/base-query';
import type { ApiError, ApiRequest } from '@/shared/api/base-query';
import { abortError } from './upload-error';

export type Answer<T> = { data: T } | { error: ApiError };

/** A JSON call through the app's base query (token, CSRF, session rules), checked with its contract. */
export async function jsonCall<S extends z.ZodType>(
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
export const isGone = (error: ApiError) => error.status === 400 || error.status === 404;
