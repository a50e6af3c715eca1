import { API, loginResponseSchema, ssoStartResponseSchema, ssoStatusResponseSchema } from '@ops/contracts';
import type { LoginResponse, SsoExchangeRequest, SsoStartResponse, SsoStatusResponse } from '@ops/contracts';
import { api } from '../../../shared/api/api-slice';

/** Single sign-on (decision 0021): whether it is on, the way to the provider, and the hand-off back. */
const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    ssoStatus: build.query<SsoStatusResponse, void>({
      query: () => ({ url: API.sso.status }),
      responseSchema: ssoStatusResponseSchema,
    }),
    ssoStart: build.mutation<SsoStartResponse, void>({
      query: () => ({ url: API.sso.start, method: 'POST', body: {} }),
      responseSchema: ssoStartResponseSchema,
    }),
    ssoExchange: build.mutation<LoginResponse, SsoExchangeRequest>({
      query: (body) => ({ url: API.sso.exchange, method: 'POST', body }),
      responseSchema: loginResponseSchema,
    }),
  }),
});

export const { useSsoStatusQuery, useSsoStartMutation, useSsoExchangeMutation } = ssoApi;
