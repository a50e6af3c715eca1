import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  MFA_MESSAGES,
  addPasskeyRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  mfaPasswordRequestSchema,
  recoveryCodesResponseSchema,
  webauthnOptionsResponseSchema,
} from '@ops/contracts';
import { currentUser } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';

/** Adding and removing the signed-in account's passkeys (the sign-in with one: auth/second-step-routes.ts). */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor, auth } = app.services;
  const enrolment = { allowEnrolment: true } as const;

  app.post(
    API.mfa.passkeyOptions,
    { config: enrolment, schema: { response: { 200: webauthnOptionsResponseSchema } } },
    async (request) => ({
      success: true as const,
      options: { ...(await secondFactor.passkeys.registrationOptions(currentUser(request).user)) },
    }),
  );

  app.post(
    API.mfa.passkeys,
    {
      config: enrolment,
      schema: { body: addPasskeyRequestSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request) => {
      const { user } = currentUser(request);
      const codes = await secondFactor.addPasskey(user.id, request.body.name, request.body.response);
      await audit(request, { action: 'mfa.passkey.added', targetType: 'user', targetId: user.id });
      return { success: true as const, recovery_codes: codes };
    },
  );

  app.post(
    API.mfa.removePasskey(':id'),
    {
      schema: {
        params: idParamsSchema,
        body: mfaPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const current = currentUser(request);
      await auth.validatePassword(current, request.body.password);
      await secondFactor.removePasskey(current.user.id, request.params.id);
      await audit(request, {
        action: 'mfa.passkey.removed',
        targetType: 'user',
        targetId: current.user.id,
        details: { passkey_id: request.params.id },
      });
      return { success: true, message: MFA_MESSAGES.passkeyRemoved };
    },
  );
};
