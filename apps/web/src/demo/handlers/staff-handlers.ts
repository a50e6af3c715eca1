import { http } from 'msw';
import {
  API,
  idParamsSchema,
  MESSAGES,
  STAFF_ADMIN_ROLES,
  STAFF_MESSAGES,
  staffInviteRequestSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffTypeChangeRequestSchema,
} from '@ops/contracts';
import type { StaffMember } from '@ops/contracts';
import type { DemoState } from '../data/demo-state';
import { refuse } from '../data/refusal';
import { failure, forRoles, readBody, reply } from './respond';
import type { CallInfo } from './respond';

/** Staff management (decision 0012) over the session's staff list: operations admins only, as on the server. */
export function staffHandlers(state: DemoState) {
  const done = (message: string, member: StaffMember) =>
    reply(staffMemberResponseSchema, { success: true, message, data: member });

  /** An admin's change to an account, never their own (as on the server): `act` answers the message. */
  const onOther = (act: (member: StaffMember, call: CallInfo) => string | Promise<string>) =>
    forRoles(STAFF_ADMIN_ROLES, async (call, admin) => {
      const params = idParamsSchema.safeParse(call.params);
      if (!params.success) return failure(400, params.error.issues[0]?.message ?? MESSAGES.notFound);
      const member = state.staff.find((m) => m.id === params.data.id) ?? refuse(404, STAFF_MESSAGES.notFound);
      if (member.id === admin.id) return failure(400, STAFF_MESSAGES.ownAccount);
      return done(await act(member, call), member);
    });

  return [
    http.get(
      API.staff.users,
      forRoles(STAFF_ADMIN_ROLES, () =>
        reply(staffListResponseSchema, {
          success: true,
          data: [...state.staff].sort((a, b) => a.email.localeCompare(b.email)),
        }),
      ),
    ),

    http.post(
      API.staff.users,
      forRoles(STAFF_ADMIN_ROLES, async ({ request }) => {
        const { email, first_name, last_name, user_type } = await readBody(request, staffInviteRequestSchema);
        if (state.staff.some((m) => m.email === email)) return failure(409, STAFF_MESSAGES.exists);
        const member: StaffMember = {
          id: Math.max(0, ...state.staff.map((m) => m.id)) + 1,
          email,
          first_name,
          last_name,
          user_type,
          status: 'invited',
          last_login_at: null,
          created_at: new Date().toISOString(),
        };
        state.staff.push(member);
        return done(STAFF_MESSAGES.invited, member);
      }),
    ),

    http.patch(
      API.staff.userById(':id'),
      onOther(async (member, { request }) => {
        member.user_type = (await readBody(request, staffTypeChangeRequestSchema)).user_type;
        return STAFF_MESSAGES.typeChanged;
      }),
    ),

    http.post(
      API.staff.resendInvite(':id'),
      onOther((member) => {
        if (member.status === 'active') refuse(400, STAFF_MESSAGES.alreadySetUp);
        if (member.status === 'deactivated') refuse(400, STAFF_MESSAGES.deactivatedAccount);
        return STAFF_MESSAGES.inviteResent;
      }),
    ),

    http.post(
      API.staff.deactivate(':id'),
      onOther((member) => {
        member.status = 'deactivated';
        return STAFF_MESSAGES.deactivated;
      }),
    ),

    http.post(
      API.staff.reactivate(':id'),
      onOther((member) => {
        // Back to what it was before: set up (it has signed in) or still invited.
        member.status = member.last_login_at ? 'active' : 'invited';
        return STAFF_MESSAGES.reactivated;
      }),
    ),
  ];
}
