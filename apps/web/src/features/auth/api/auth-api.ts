import {
  API,
  changeTemporaryPasswordResponseSchema,
  loginAnswerSchema,
  messageResponseSchema,
} from '@ops/contracts';
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

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginRequest>({
      query: (body) => ({ url: API.auth.login, method: 'POST', body }),
      responseSchema: loginAnswerSchema,
    }),
    forgetPassword: build.mutation<MessageResponse, ForgetPasswordRequest>({
      query: (body) => ({ url: API.auth.forgetPassword, method: 'POST', body }),
      responseSchema: messageResponseSchema,
    }),
    changePasswordWithLink: build.mutation<MessageResponse, ChangePasswordWithLinkRequest>({
      query: (body) => ({ url: API.auth.changePasswordWithLink, method: 'POST', body }),
      responseSchema: messageResponseSchema,
    }),
    // The forced modal of an unverified user: one of the few calls such a token may make.
    changeTemporaryPassword: build.mutation<ChangeTemporaryPasswordResponse, ChangeTemporaryPasswordRequest>({
      query: (body) => ({ url: API.ops.changePassword, method: 'POST', body, auth: true }),
      responseSchema: changeTemporaryPasswordResponseSchema,
    }),
  }),
});

export const {
  useLoginMutation,
  useForgetPasswordMutation,
  useChangePasswordWithLinkMutation,
  useChangeTemporaryPasswordMutation,
} = authApi;
