import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  loginResponseSchema,
  ssoCallbackQuerySchema,
  ssoExchangeRequestSchema,
  ssoStartRequestSchema,
  ssoStartResponseSchema,
  ssoStatusResponseSchema,
} from '@ops/contracts';
import { createSsoService } from './sso-service.js';

/** Single sign-on for staff through OpenID Connect (decision 0021). */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const sso = createSsoService({ ...app.services, log: app.log });

  app.get(
    API.sso.status,
    { config: { public: true }, schema: { response: { 200: ssoStatusResponseSchema } } },
    async () => sso.status(),
  );

  app.post(
    API.sso.start,
    {
      config: { public: true },
      schema: { body: ssoStartRequestSchema, response: { 200: ssoStartResponseSchema } },
    },
    async (_request, reply) => ({ success: true as const, authorization_url: await sso.start(reply) }),
  );

  app.get(
    API.sso.callback,
    { config: { public: true }, schema: { querystring: ssoCallbackQuerySchema } },
    async (request, reply) => {
      const location = await sso.callback(request, reply, request.query);
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  );

  app.post(
    API.sso.exchange,
    {
      config: { public: true },
      schema: { body: ssoExchangeRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) =>
      sso.exchange(request.body.code, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );
};
