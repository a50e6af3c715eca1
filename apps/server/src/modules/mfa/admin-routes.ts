import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  MFA_MESSAGES,
  idParamsSchema,
  messageResponseSchema,
  mfaPolicyResponseSchema,
  mfaPolicyRefusal,
  mfaPolicySchema,
  staffName,
} from '@ops/contracts';
import { notFound } from '@/lib/app-error.js';
import { throwRefusal } from '@/lib/rule-refusal.js';
import { secondFactorResetMail } from '@/mail/templates/second-factor-reset.js';
import { currentUser, onlyFor } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';

/** What an OA decides for everyone: the policy, and resetting a colleague who lost their factor. */
export const mfaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor, users, sessions, mail, clock, config } = app.services;

  app.get(
    API.mfa.policy,
    { config: onlyFor.staffAdmins, schema: { response: { 200: mfaPolicyResponseSchema } } },
    async () => ({ success: true as const, data: { required: await secondFactor.policy.isRequired() } }),
  );

  app.put(
    API.mfa.policy,
    {
      config: onlyFor.staffAdmins,
      schema: { body: mfaPolicySchema, response: { 200: mfaPolicyResponseSchema } },
    },
    async (request) => {
      const { user } = currentUser(request);
      const before = await secondFactor.policy.isRequired();
      const ownFactor = await secondFactor.factors.hasFactor(user.id);
      throwRefusal(mfaPolicyRefusal(request.body.required, ownFactor));
      await secondFactor.policy.setRequired(request.body.required, user.id, clock.now());
      await audit(request, {
        action: 'settings.changed',
        targetType: 'setting',
        targetId: 'require_second_factor',
        details: { from: before, to: request.body.required },
      });
      return { success: true as const, data: { required: request.body.required } };
    },
  );

  app.post(
    API.mfa.resetStaff(':id'),
    {
      config: onlyFor.staffAdmins,
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const admin = currentUser(request).user;
      const colleague = await users.findById(request.params.id);
      if (!colleague) throw notFound(MFA_MESSAGES.staffNotFound);
      await secondFactor.reset(colleague.id);
      // Whoever held the lost factor may hold a session too.
      await sessions.revokeAllOfUser(colleague.id, clock.now());
      await audit(request, { action: 'mfa.reset', targetType: 'user', targetId: colleague.id });
      await mail.queue(
        secondFactorResetMail({
          to: colleague.email,
          firstName: colleague.first_name,
          resetBy: staffName(admin),
          signInUrl: `${config.PUBLIC_URL}/`,
        }),
      );
      return { success: true, message: MFA_MESSAGES.factorsReset };
    },
  );
};
