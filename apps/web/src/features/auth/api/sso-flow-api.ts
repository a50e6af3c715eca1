import { API, loginResponseSchema, ssoStartResponseSchema } from '@ops/contracts';
import type { LoginResponse, SsoExchangeRequest, SsoStartResponse } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';

/** A single sign-on's way to the provider and the hand-off back (loaded only when one is used). */
const ssoFlowApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useSsoStartMutation, useSsoExchangeMutation } = ssoFlowApi;
