import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  STAFF_MESSAGES,
  idParamsSchema,
  staffInviteRequestSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffTypeChangeRequestSchema,
} from '@ops/contracts';
import { currentUser } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';
import { presentStaffMember } from './presenter.js';
import { createStaffService } from './staff-service.js';
import { onlyFor } from '@/plugins/authentication.js';

const answer = { 200: staffMemberResponseSchema };

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = createStaffService(app.services);
  const done = (message: string, user: Parameters<typeof presentStaffMember>[0]) => ({
    success: true as const,
    message,
    data: presentStaffMember(user),
  });

  app.get(
    API.staff.users,
    { config: onlyFor.staffAdmins, schema: { response: { 200: staffListResponseSchema } } },
    async () => ({ success: true as const, data: (await staff.list()).map(presentStaffMember) }),
  );

  app.post(
    API.staff.users,
    { config: onlyFor.staffAdmins, schema: { body: staffInviteRequestSchema, response: answer } },
    async (request) => {
      const user = await staff.invite(currentUser(request).user, request.body);
      await audit(request, {
        action: 'staff.invited',
        targetType: 'user',
        targetId: user.id,
        details: { user_type: user.user_type },
      });
      return done(STAFF_MESSAGES.invited, user);
    },
  );

  app.patch(
    API.staff.userById(':id'),
    {
      config: onlyFor.staffAdmins,
      schema: { params: idParamsSchema, body: staffTypeChangeRequestSchema, response: answer },
    },
    async (request) => {
      const { before, after } = await staff.changeType(
        currentUser(request).user,
        request.params.id,
        request.body.user_type,
      );
      await audit(request, {
        action: 'staff.type_changed',
        targetType: 'user',
        targetId: after.id,
        details: { from: before.user_type, to: after.user_type },
      });
      return done(STAFF_MESSAGES.typeChanged, after);
    },
  );

  const actions = [
    [API.staff.resendInvite(':id'), STAFF_MESSAGES.inviteResent, staff.resendInvitation, 'staff.invited'],
    [API.staff.deactivate(':id'), STAFF_MESSAGES.deactivated, staff.deactivate, 'staff.deactivated'],
    [API.staff.reactivate(':id'), STAFF_MESSAGES.reactivated, staff.reactivate, 'staff.reactivated'],
  ] as const;
  for (const [url, message, act, action] of actions) {
    app.post(
      url,
      { config: onlyFor.staffAdmins, schema: { params: idParamsSchema, response: answer } },
      async (request) => {
        const user = await act(currentUser(request).user, request.params.id);
        await audit(request, {
          action,
          targetType: 'user',
          targetId: user.id,
          details: action === 'staff.invited' ? { resent: true } : {},
        });
        return done(message, user);
      },
    );
  }
};
