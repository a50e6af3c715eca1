import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  MESSAGES,
  changePasswordWithLinkRequestSchema,
  changeTemporaryPasswordRequestSchema,
  changeTemporaryPasswordResponseSchema,
  csrfResponseSchema,
  forgetPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  validatePasswordRequestSchema,
} from '@ops/contracts';
import { currentUser } from '../../plugins/authentication.js';
import type { ClientInfo } from './auth-service.js';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;

  app.get(
    API.auth.csrf,
    { config: { public: true }, schema: { response: { 200: csrfResponseSchema } } },
    async (_request, reply) => ({ success: true as const, csrf_token: reply.ensureCsrfCookie() }),
  );

  app.post(
    API.auth.login,
    {
      config: { public: true },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const result = await auth.login(request.body, clientOf(request));
      return {
        success: true as const,
        message: MESSAGES.successfullyLoggedIn,
        token: { access_token: result.token },
        is_verified: result.isVerified,
        user_type: result.userType,
      };
    },
  );

  app.post(
    API.auth.forgetPassword,
    {
      config: { public: true },
      schema: { body: forgetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => ({
      success: true,
      message: await auth.forgetPassword(request.body, clientOf(request)),
    }),
  );

  app.post(
    API.auth.changePasswordWithLink,
    {
      config: { public: true },
      schema: { body: changePasswordWithLinkRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => ({ success: true, message: await auth.changePasswordWithLink(request.body) }),
  );

  app.post(
    API.auth.resetPassword,
    { schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } } },
    async (request) => {
      const token = await auth.resetPassword(currentUser(request), request.body, clientOf(request));
      return { success: true as const, message: MESSAGES.passwordUpdated, token: { access_token: token } };
    },
  );

  app.post(
    API.ops.changePassword,
    {
      config: { allowUnverified: true },
      schema: {
        body: changeTemporaryPasswordRequestSchema,
        response: { 200: changeTemporaryPasswordResponseSchema },
      },
    },
    async (request) => {
      const token = await auth.changeTemporaryPassword(currentUser(request), request.body, clientOf(request));
      return {
        success: true as const,
        message: MESSAGES.passwordUpdated,
        token: { access_token: token },
        is_verified: true,
      };
    },
  );

  app.post(
    API.auth.validatePassword,
    { schema: { body: validatePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.validatePassword(currentUser(request), request.body.password);
      return { success: true, message: MESSAGES.passwordValid };
    },
  );

  app.get(
    API.auth.logout,
    { config: { allowUnverified: true }, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => {
      await auth.logout(currentUser(request));
      return { success: true as const };
    },
  );
};
