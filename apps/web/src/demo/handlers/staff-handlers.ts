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
import type { Profile, StaffMember } from '@ops/contracts';
import type { DemoState } from '../data/demo-state';
import { failure, forRoles, readBody, reply } from './respond';
import type { CallInfo } from './respond';

type Call = CallInfo;

/** Staff management (decision 0012) over the session's staff list: operations admins only, as on the server. */
export function staffHandlers(state: DemoState) {
  const adminOnly = (resolve: (call: Call, admin: Profile) => Response | Promise<Response>) =>
    forRoles(STAFF_ADMIN_ROLES, resolve);

  const done = (message: string, member: StaffMember) =>
    reply(staffMemberResponseSchema, { success: true, message, data: member });

  /** The account an admin acts on: never their own, as on the server. */
  const otherAccount = (
    call: Call,
    admin: Profile,
    act: (member: StaffMember) => Response | Promise<Response>,
  ) => {
    const params = idParamsSchema.safeParse(call.params);
    if (!params.success) return failure(400, params.error.issues[0]?.message ?? MESSAGES.notFound);
    const member = state.staff.find((m) => m.id === params.data.id);
    if (!member) return failure(404, STAFF_MESSAGES.notFound);
    if (member.id === admin.id) return failure(400, STAFF_MESSAGES.ownAccount);
    return act(member);
  };

  return [
    http.get(
      API.staff.users,
      adminOnly(() =>
        reply(staffListResponseSchema, {
          success: true,
          data: [...state.staff].sort((a, b) => a.email.localeCompare(b.email)),
        }),
      ),
    ),

    http.post(
      API.staff.users,
      adminOnly(async ({ request }) => {
        const body = await readBody(request, staffInviteRequestSchema);
        if ('refusal' in body) return body.refusal;
        const { email, first_name, last_name, user_type } = body.data;
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
      adminOnly((call, admin) =>
        otherAccount(call, admin, async (member) => {
          const body = await readBody(call.request, staffTypeChangeRequestSchema);
          if ('refusal' in body) return body.refusal;
          member.user_type = body.data.user_type;
          return done(STAFF_MESSAGES.typeChanged, member);
        }),
      ),
    ),

    http.post(
      API.staff.resendInvite(':id'),
      adminOnly((call, admin) =>
        otherAccount(call, admin, (member) => {
          if (member.status === 'active') return failure(400, STAFF_MESSAGES.alreadySetUp);
          if (member.status === 'deactivated') return failure(400, STAFF_MESSAGES.deactivatedAccount);
          return done(STAFF_MESSAGES.inviteResent, member);
        }),
      ),
    ),

    http.post(
      API.staff.deactivate(':id'),
      adminOnly((call, admin) =>
        otherAccount(call, admin, (member) => {
          member.status = 'deactivated';
          return done(STAFF_MESSAGES.deactivated, member);
        }),
      ),
    ),

    http.post(
      API.staff.reactivate(':id'),
      adminOnly((call, admin) =>
        otherAccount(call, admin, (member) => {
          // Back to what it was before: set up (it has signed in) or still invited.
          member.status = member.last_login_at ? 'active' : 'invited';
          return done(STAFF_MESSAGES.reactivated, member);
        }),
      ),
    ),
  ];
}
