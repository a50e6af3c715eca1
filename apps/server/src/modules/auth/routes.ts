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
  loginAnswerSchema,
  logoutResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  validatePasswordRequestSchema,
} from '@ops/contracts';
import { AppError } from '@/lib/app-error.js';
import { currentUser } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';
import { refusePasswordResetUnderSsoOnly, refusePasswordSignInUnderSsoOnly } from '../sso/index.js';
import type { ClientInfo } from './auth-service.js';
import { loginAnswer } from './login-presenter.js';
import { mfaLoginRoutes } from './second-step-routes.js';

/**
 * A refused sign-in, naming the account when the typed address is one. Anything else typed there (a
 * recipient's address, a password in the wrong field) is not kept: the trail cannot be erased.
 * Refusals by the throttle are not written: the failures that set it off are, and the trail cannot be pruned,
 * so a flood of locked-out guesses must not grow it without bound.
 */
async function auditLoginFailure(request: FastifyRequest, username: string, error: unknown) {
  const status = error instanceof AppError ? error.statusCode : 500;
  if (status === 429) return;
  const user = await request.server.services.users.findByEmail(username);
  const reason =
    status === 403
      ? 'deactivated'
      : !user
        ? 'unknown address'
        : status === 401
          ? 'incorrect password'
          : 'error';
  await audit(request, {
    action: 'auth.login.failed',
    actorId: user?.id ?? null,
    actorEmail: user?.email ?? '',
    details: { reason },
  });
}

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  // The sign-in's second step (decision 0020), by code or passkey.
  await app.register(mfaLoginRoutes);

  app.get(
    API.auth.csrf,
    { config: { public: true }, schema: { response: { 200: csrfResponseSchema } } },
    async (_request, reply) => ({ success: true as const, csrf_token: reply.ensureCsrfCookie() }),
  );

  app.post(
    API.auth.login,
    {
      config: { public: true },
      onRequest: refusePasswordSignInUnderSsoOnly,
      schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema } },
    },
    async (request) => {
      const result = await auth.login(request.body, clientOf(request)).catch(async (error: unknown) => {
        await auditLoginFailure(request, request.body.username, error);
        throw error;
      });
      // A password that still needs its second factor opens no session: auth.mfa.* follows (modules/mfa).
      if (result.kind === 'session') {
        await audit(request, {
          action: 'auth.login.succeeded',
          actorId: result.userId,
          actorEmail: request.body.username,
        });
      }
      return loginAnswer(result);
    },
  );

  app.post(
    API.auth.forgetPassword,
    {
      config: { public: true },
      onRequest: refusePasswordResetUnderSsoOnly,
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
      onRequest: refusePasswordResetUnderSsoOnly,
      schema: { body: changePasswordWithLinkRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const user = await auth.changePasswordWithLink(request.body);
      // Nobody is signed in here: whoever held the link acted for the account.
      await audit(request, {
        action: 'auth.password.reset',
        targetType: 'user',
        targetId: user.id,
        actorId: user.id,
        actorEmail: user.email,
      });
      return { success: true, message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    API.auth.resetPassword,
    { schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } } },
    async (request) => {
      const token = await auth.resetPassword(currentUser(request), request.body, clientOf(request));
      await audit(request, {
        action: 'auth.password.changed',
        targetType: 'user',
        targetId: request.auth?.user.id,
      });
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
      await audit(request, {
        action: 'auth.password.changed',
        targetType: 'user',
        targetId: request.auth?.user.id,
        details: { first_password: true },
      });
      const setupRequired = await app.services.secondFactor.enrolmentPending(currentUser(request).user.id);
      return {
        success: true as const,
        message: MESSAGES.passwordUpdated,
        token: { access_token: token },
        is_verified: true,
        ...(setupRequired ? { mfa_setup_required: true as const } : {}),
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
