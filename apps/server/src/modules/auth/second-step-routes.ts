import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  STAFF_MESSAGES,
  loginMfaRequestSchema,
  loginPasskeyOptionsRequestSchema,
  loginPasskeyRequestSchema,
  loginResponseSchema,
  webauthnOptionsResponseSchema,
} from '@ops/contracts';
import { forbidden } from '@/lib/app-error.js';
import { audit } from '../audit/index.js';
import { sessionAnswer } from './login-presenter.js';
import type { LoginCheck } from '../mfa/index.js';

/** The second step of a sign-in: a right code opens the session a plain login would have opened. */
export const mfaLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor, auth, users } = app.services;

  /** Audits the outcome; answers the session, or throws the refusal the user sees. */
  async function finish(request: FastifyRequest, check: LoginCheck) {
    const user = check.userId === null ? undefined : await users.findById(check.userId);
    const actor = { actorId: user?.id ?? null, actorEmail: user?.email ?? '' };
    const refusal = !check.ok
      ? check.error
      : !user || user.deactivated_at
        ? forbidden(STAFF_MESSAGES.deactivatedAccount)
        : undefined;
    if (refusal || !check.ok || !user) {
      // As for passwords: the throttle's own refusals are not written (auth/routes.ts). Nor is a token that
      // names no sign-in (made up or expired): no account to name, and no throttle bounds such calls, so
      // anyone could grow the trail, which cannot be pruned, without end.
      if (refusal?.statusCode !== 429 && check.userId !== null) {
        await audit(request, { action: 'auth.mfa.failed', ...actor, details: { reason: refusal?.message } });
      }
      throw refusal;
    }
    await audit(request, { action: 'auth.mfa.succeeded', ...actor, details: { method: check.method } });
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const result = await auth.openSession(user, check.stayLoggedIn, client);
    await audit(request, {
      action: 'auth.login.succeeded',
      ...actor,
      details: { second_factor: check.method },
    });
    return sessionAnswer(result);
  }

  app.post(
    API.auth.loginMfa,
    {
      config: { public: true },
      schema: { body: loginMfaRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) =>
      finish(request, await secondFactor.checkLoginCode(request.body.mfa_token, request.body.code)),
  );

  app.post(
    API.auth.loginPasskeyOptions,
    {
      config: { public: true },
      schema: { body: loginPasskeyOptionsRequestSchema, response: { 200: webauthnOptionsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      options: { ...(await secondFactor.passkeys.loginOptions(request.body.mfa_token)) },
    }),
  );

  app.post(
    API.auth.loginPasskey,
    {
      config: { public: true },
      schema: { body: loginPasskeyRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) =>
      finish(request, await secondFactor.checkLoginPasskey(request.body.mfa_token, request.body.response)),
  );
};
