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
import { currentUser } from '../../plugins/authentication.js';
import { presentStaffMember } from './presenter.js';
import { createStaffService } from './staff-service.js';
import { onlyFor } from '../../plugins/authentication.js';

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
    async (request) =>
      done(STAFF_MESSAGES.invited, await staff.invite(currentUser(request).user, request.body)),
  );

  app.patch(
    API.staff.userById(':id'),
    {
      config: onlyFor.staffAdmins,
      schema: { params: idParamsSchema, body: staffTypeChangeRequestSchema, response: answer },
    },
    async (request) =>
      done(
        STAFF_MESSAGES.typeChanged,
        await staff.changeType(currentUser(request).user, request.params.id, request.body.user_type),
      ),
  );

  const actions = [
    [API.staff.resendInvite(':id'), STAFF_MESSAGES.inviteResent, staff.resendInvitation],
    [API.staff.deactivate(':id'), STAFF_MESSAGES.deactivated, staff.deactivate],
    [API.staff.reactivate(':id'), STAFF_MESSAGES.reactivated, staff.reactivate],
  ] as const;
  for (const [url, message, act] of actions) {
    app.post(
      url,
      { config: onlyFor.staffAdmins, schema: { params: idParamsSchema, response: answer } },
      async (request) => done(message, await act(currentUser(request).user, request.params.id)),
    );
  }
};
