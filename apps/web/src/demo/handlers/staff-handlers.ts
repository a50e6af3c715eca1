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
import type { AuditAction, StaffMember } from '@ops/contracts';
import { sessionAccountByEmail } from '../data/accounts';
import { recordAudit } from '../data/audit-events';
import type { DemoState } from '../data/demo-state';
import { namedToday } from '../data/staff';
import { throwRefusal } from '../data/refusal';
import { failure, forRoles, pathId, readBody, reply } from './respond';
import type { CallInfo } from './respond';
import { clockIso } from '../data/demo-clock';

// The sample staff keep no password: an account has set its own once it has signed in.
const account = (member: StaffMember) => ({
  verified: member.last_login_at !== null,
  deactivated: member.status === 'deactivated',
});

/** What a change answers: its message, and the details the trail keeps. */
type Done = [message: string, details?: Record<string, unknown>];

/** Staff management (decision 0012) over the session's staff list: operations admins only. */
export function staffHandlers(state: DemoState) {
  const done = (message: string, member: StaffMember) =>
    reply(staffMemberResponseSchema, { success: true, message, data: member });

  /** An admin's change to another account, on the trail as `action`: `act` answers the message and details. */
  const onOther = (action: AuditAction, act: (member: StaffMember, call: CallInfo) => Done | Promise<Done>) =>
    forRoles(STAFF_ADMIN_ROLES, async (call, admin) => {
      const member = state.staff.find((m) => m.id === pathId(call));
      throwRefusal(otherAccountRefusal(admin.id, member));
      const [message, details] = await act(member!, call);
      recordAudit(state, admin, { action, target: ['user', member!.id], details });
      return done(message, namedToday(state, member!));
    });

  return [
    http.get(
      API.staff.users,
      forRoles(STAFF_ADMIN_ROLES, () =>
        reply(staffListResponseSchema, {
          success: true,
          data: state.staff.map((m) => namedToday(state, m)).sort((a, b) => a.email.localeCompare(b.email)),
        }),
      ),
    ),

    http.post(
      API.staff.users,
      forRoles(STAFF_ADMIN_ROLES, async ({ request }, admin) => {
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
        recordAudit(state, admin, {
          action: 'staff.invited',
          target: ['user', member.id],
          details: { user_type },
        });
        return done(STAFF_MESSAGES.invited, member);
      }),
    ),

    http.patch(
      API.staff.userById(':id'),
      onOther('staff.type_changed', async (member, { request }) => {
        const from = member.user_type;
        member.user_type = (await readBody(request, staffTypeChangeRequestSchema)).user_type;
        return [STAFF_MESSAGES.typeChanged, { from, to: member.user_type }];
      }),
    ),

    http.post(
      API.staff.resendInvite(':id'),
      onOther('staff.invited', (member) => {
        throwRefusal(resendInviteRefusal(account(member)));
        return [STAFF_MESSAGES.inviteResent, { resent: true }];
      }),
    ),

    http.post(
      API.staff.deactivate(':id'),
      onOther('staff.deactivated', (member) => {
        member.status = 'deactivated';
        return [STAFF_MESSAGES.deactivated];
      }),
    ),

    http.post(
      API.staff.reactivate(':id'),
      onOther('staff.reactivated', (member) => {
        member.status = staffStatus({ ...account(member), deactivated: false });
        return [STAFF_MESSAGES.reactivated];
      }),
    ),
  ];
}
