import { STAFF_MESSAGES, type StaffMember } from '../staff/staff.js';

/**
 * The accounts a staff case acts on, as its harness makes them: the admin's own, one set up (signed in with its
 * own password), one invited, each of the last two deactivated, and an id no account has.
 */
export type StaffCaseTarget =
  'own' | 'active' | 'invited' | 'deactivatedActive' | 'deactivatedInvited' | 'missing';

export type StaffCaseCall = 'resend' | 'type' | 'deactivate' | 'reactivate';

export interface StaffRecordCase {
  name: string;
  call: StaffCaseCall;
  target: StaffCaseTarget;
  /** The answer's status and message, and the member's status after a successful call. */
  expected: { status: 200 | 400 | 404; message: string; member?: StaffMember['status'] };
}

/** The staff routes' refusals and the status each change leaves, through the rule, the server and the demo. */
export const STAFF_RECORD_CASES: StaffRecordCase[] = [
  {
    name: 'an admin cannot change their own type',
    call: 'type',
    target: 'own',
    expected: { status: 400, message: STAFF_MESSAGES.ownAccount },
  },
  {
    name: 'an admin cannot deactivate themselves',
    call: 'deactivate',
    target: 'own',
    expected: { status: 400, message: STAFF_MESSAGES.ownAccount },
  },
  {
    name: 'an account that does not exist',
    call: 'deactivate',
    target: 'missing',
    expected: { status: 404, message: STAFF_MESSAGES.notFound },
  },
  {
    name: 'no new invitation for an account set up',
    call: 'resend',
    target: 'active',
    expected: { status: 400, message: STAFF_MESSAGES.alreadySetUp },
  },
  {
    name: 'no new invitation for a deactivated account that was set up: it is set up',
    call: 'resend',
    target: 'deactivatedActive',
    expected: { status: 400, message: STAFF_MESSAGES.alreadySetUp },
  },
  {
    name: 'no new invitation for a deactivated invitation',
    call: 'resend',
    target: 'deactivatedInvited',
    expected: { status: 400, message: STAFF_MESSAGES.deactivatedAccount },
  },
  {
    name: 'an open invitation is sent again',
    call: 'resend',
    target: 'invited',
    expected: { status: 200, message: STAFF_MESSAGES.inviteResent, member: 'invited' },
  },
  {
    name: 'a deactivated account',
    call: 'deactivate',
    target: 'active',
    expected: { status: 200, message: STAFF_MESSAGES.deactivated, member: 'deactivated' },
  },
  {
    name: 'a reactivated account is set up again',
    call: 'reactivate',
    target: 'deactivatedActive',
    expected: { status: 200, message: STAFF_MESSAGES.reactivated, member: 'active' },
  },
  {
    name: 'a reactivated invitation is open again',
    call: 'reactivate',
    target: 'deactivatedInvited',
    expected: { status: 200, message: STAFF_MESSAGES.reactivated, member: 'invited' },
  },
];

/** What a case's target is to the rule: whether it exists, is the admin, has set its password, is deactivated. */
export const staffCaseAccount = (target: StaffCaseTarget) => ({
  exists: target !== 'missing',
  own: target === 'own',
  verified: target === 'own' || target === 'active' || target === 'deactivatedActive',
  deactivated: target.startsWith('deactivated'),
});
