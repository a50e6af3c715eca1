import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  MFA_MESSAGES,
  messageResponseSchema,
  mfaPasswordRequestSchema,
  mfaStatusResponseSchema,
  recoveryCodesResponseSchema,
  totpBeginResponseSchema,
  totpConfirmRequestSchema,
} from '@ops/contracts';
import { currentUser } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';
import { mfaAdminRoutes } from './admin-routes.js';
import { passkeyRoutes } from './passkey-routes.js';
import { presentStatus } from './presenter.js';

/** The signed-in account's own second factors (the profile page, and the enrolment an OA may require). */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor, auth } = app.services;
  // Callable while the account must still enrol, so the required enrolment can happen at all.
  const enrolment = { allowEnrolment: true } as const;

  await app.register(mfaAdminRoutes);
  await app.register(passkeyRoutes);

  app.get(
    API.mfa.status,
    { config: enrolment, schema: { response: { 200: mfaStatusResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: presentStatus(await secondFactor.status(currentUser(request).user.id)),
    }),
  );

  app.post(
    API.mfa.totp,
    { config: enrolment, schema: { response: { 200: totpBeginResponseSchema } } },
    async (request) => {
      const { secret, otpauthUrl } = await secondFactor.beginTotp(currentUser(request).user);
      return { success: true as const, secret, otpauth_url: otpauthUrl };
    },
  );

  app.post(
    API.mfa.totpConfirm,
    {
      config: enrolment,
      schema: { body: totpConfirmRequestSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request) => {
      const { user } = currentUser(request);
      const codes = await secondFactor.confirmTotp(user.id, request.body.code);
      await audit(request, { action: 'mfa.totp.enrolled', targetType: 'user', targetId: user.id });
      return { success: true as const, recovery_codes: codes };
    },
  );

  app.post(
    API.mfa.totpDisable,
    { schema: { body: mfaPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const current = currentUser(request);
      await auth.validatePassword(current, request.body.password);
      await secondFactor.disableTotp(current.user.id);
      await audit(request, {
        action: 'mfa.totp.disabled',
        targetType: 'user',
        targetId: current.user.id,
      });
      return { success: true, message: MFA_MESSAGES.totpTurnedOff };
    },
  );

  app.post(
    API.mfa.recoveryCodes,
    { schema: { body: mfaPasswordRequestSchema, response: { 200: recoveryCodesResponseSchema } } },
    async (request) => {
      const current = currentUser(request);
      await auth.validatePassword(current, request.body.password);
      const codes = await secondFactor.regenerateRecoveryCodes(current.user.id);
      await audit(request, {
        action: 'mfa.recovery_codes.regenerated',
        targetType: 'user',
        targetId: current.user.id,
      });
      return { success: true as const, recovery_codes: codes };
    },
  );
};
