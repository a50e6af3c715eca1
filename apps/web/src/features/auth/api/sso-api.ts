import { useState } from 'react';
import { API, SSO_STATUS_META } from '@ops/contracts';
import type { SsoStatusResponse } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { lazySchema } from '@/shared/api/lazy-schema';

/** Whether single sign-on is on (decision 0021): the login page's one question, in its first bundle. */
const ssoStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    ssoStatus: build.query<SsoStatusResponse, void>({
      query: () => ({ url: API.sso.status }),
      responseSchema: lazySchema(() => import('./auth-schemas').then((m) => m.ssoStatusResponseSchema)),
    }),
  }),
});

/**
 * The status the server wrote into the page it served (decision 0034), or null in a page without it. The
 * server wrote it through the contracts' schema, into the same page that loads this code, so it is taken as
 * the page's own: checking it again here would load zod before the login page needs it.
 */
function writtenStatus(): SsoStatusResponse | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SSO_STATUS_META}"]`)?.content;
  if (!content) return null;
  try {
    const value: unknown = JSON.parse(content);
    return typeof value === 'object' && value !== null ? (value as SsoStatusResponse) : null;
  } catch {
    return null;
  }
}

/** The single sign-on status: from the page when the server wrote it there, else from the status call. */
export function useSsoStatus(): SsoStatusResponse | undefined {
  const [written] = useState(writtenStatus);
  const { data } = ssoStatusApi.useSsoStatusQuery(undefined, { skip: written !== null });
  return written ?? data;
}
