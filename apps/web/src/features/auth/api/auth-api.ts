import { API } from '@ops/contracts';
import type {
  ChangePasswordWithLinkRequest,
  ChangeTemporaryPasswordRequest,
  ChangeTemporaryPasswordResponse,
  ForgetPasswordRequest,
  LoginRequest,
  LoginAnswer,
  MessageResponse,
} from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { lazySchema } from '@/shared/api/lazy-schema';

const schemas = () => import('./auth-schemas');

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginRequest>({
      query: (body) => ({ url: API.auth.login, method: 'POST', body }),
      responseSchema: lazySchema(() => schemas().then((m) => m.loginAnswerSchema)),
    }),
    forgetPassword: build.mutation<MessageResponse, ForgetPasswordRequest>({
      query: (body) => ({ url: API.auth.forgetPassword, method: 'POST', body }),
      responseSchema: lazySchema(() => schemas().then((m) => m.messageResponseSchema)),
    }),
    changePasswordWithLink: build.mutation<MessageResponse, ChangePasswordWithLinkRequest>({
      query: (body) => ({ url: API.auth.changePasswordWithLink, method: 'POST', body }),
      responseSchema: lazySchema(() => schemas().then((m) => m.messageResponseSchema)),
    }),
    // The forced modal of an unverified user: one of the few calls such a token may make.
    changeTemporaryPassword: build.mutation<ChangeTemporaryPasswordResponse, ChangeTemporaryPasswordRequest>({
      query: (body) => ({ url: API.ops.changePassword, method: 'POST', body, auth: true }),
      responseSchema: lazySchema(() => schemas().then((m) => m.changeTemporaryPasswordResponseSchema)),
    }),
  }),
});

export const {
  useLoginMutation,
  useForgetPasswordMutation,
  useChangePasswordWithLinkMutation,
  useChangeTemporaryPasswordMutation,
} = authApi;
