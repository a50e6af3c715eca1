import { API, loginResponseSchema, webauthnOptionsResponseSchema } from '@ops/contracts';
import type {
  LoginMfaRequest,
  LoginPasskeyOptionsRequest,
  LoginPasskeyRequest,
  LoginResponse,
  WebauthnOptionsResponse,
} from '@ops/contracts';
import { api } from '@/shared/api/api-slice';

// Loaded with the second step only, so the login page's first bundle does not grow.
const secondFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginWithCode: build.mutation<LoginResponse, LoginMfaRequest>({
      query: (body) => ({ url: API.auth.loginMfa, method: 'POST', body }),
      responseSchema: loginResponseSchema,
    }),
    passkeyOptions: build.mutation<WebauthnOptionsResponse, LoginPasskeyOptionsRequest>({
      query: (body) => ({ url: API.auth.loginPasskeyOptions, method: 'POST', body }),
      responseSchema: webauthnOptionsResponseSchema,
    }),
    loginWithPasskey: build.mutation<LoginResponse, LoginPasskeyRequest>({
      query: (body) => ({ url: API.auth.loginPasskey, method: 'POST', body }),
      responseSchema: loginResponseSchema,
    }),
  }),
});

export const { useLoginWithCodeMutation, usePasskeyOptionsMutation, useLoginWithPasskeyMutation } =
  secondFactorApi;
