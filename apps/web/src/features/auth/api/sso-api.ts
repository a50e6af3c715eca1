import { API } from '@ops/contracts';
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

export const { useSsoStatusQuery } = ssoStatusApi;
