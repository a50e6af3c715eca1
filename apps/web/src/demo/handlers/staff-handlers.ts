import { http } from 'msw';
import {
  API,
  STAFF_ADMIN_ROLES,
  STAFF_MESSAGES,
  otherAccountRefusal,
  resendInviteRefusal,
  staffInviteRequestSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffStatus,
  staffTypeChangeRequestSchema,
} from '@ops/contracts';
import type { StaffMember } from '@ops/contracts';
import { sessionAccountByEmail } from '../data/accounts';
import type { DemoState } from '../data/demo-state';
import { throwRefusal } from '../data/refusal';
import { failure, forRoles, pathId, readBody, reply } from './respond';
import type { CallInfo } from './respond';
import { clockIso } from '../data/demo-clock';

// The sample staff keep no password: an account has set its own once it has signed in.
const account = (member: StaffMember) => ({
  verified: member.last_login_at !== null,
  deactivated: member.status === 'deactivated',
});

/** Staff management (decision 0012) over the session's staff list: operations admins only. */
export function staffHandlers(state: DemoState) {
  const done = (message: string, member: StaffMember) =>
    reply(staffMemberResponseSchema, { success: true, message, data: member });

  /** An admin's change to another account: `act` answers the message. */
  const onOther = (act: (member: StaffMember, call: CallInfo) => string | Promise<string>) =>
    forRoles(STAFF_ADMIN_ROLES, async (call, admin) => {
      const member = state.staff.find((m) => m.id === pathId(call));
      throwRefusal(otherAccountRefusal(admin.id, member));
      return done(await act(member!, call), member!);
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
        // Any account's address is taken (the server's users table): the staff's and the demo's sign-ins.
        if (state.staff.some((m) => m.email === email) || sessionAccountByEmail(state.accounts, email))
          return failure(409, STAFF_MESSAGES.exists);
        const member: StaffMember = {
          id: Math.max(0, ...state.staff.map((m) => m.id)) + 1,
          email,
          first_name,
          last_name,
          user_type,
          status: 'invited',
          last_login_at: null,
          created_at: clockIso(state.clock),
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
        throwRefusal(resendInviteRefusal(account(member)));
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
        member.status = staffStatus({ ...account(member), deactivated: false });
        return STAFF_MESSAGES.reactivated;
      }),
    ),
  ];
}
