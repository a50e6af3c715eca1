import { STAFF_MESSAGES } from '../staff/staff.js';
import type { StaffMember } from '../staff/staff.js';
import { refused, type Refused } from './refusal.js';

interface Named {
  first_name: string | null;
  last_name: string | null;
}

/** A person's first and last name, as the audit trail and the quarantine list show them ('' without either). */
export const personName = (person: Named) => [person.first_name, person.last_name].filter(Boolean).join(' ');

/** How a staff member is named in comments, logs and mails: full name, else e-mail. */
export const staffName = (person: Named & { email: string }) => personName(person) || person.email;

/** An account's status on the staff page: invited until it sets its own password. */
export const staffStatus = (account: { deactivated: boolean; verified: boolean }): StaffMember['status'] =>
  account.deactivated ? 'deactivated' : account.verified ? 'active' : 'invited';

/** The account an admin acts on: one that exists, never their own, so an admin cannot lock themselves out. */
export const otherAccountRefusal = (adminId: number, account: { id: number } | undefined): Refused | null =>
  !account
    ? refused(STAFF_MESSAGES.notFound, 404)
    : account.id === adminId
      ? refused(STAFF_MESSAGES.ownAccount)
      : null;

/** A new invitation only for an account that has not set its password and is not deactivated. */
export const resendInviteRefusal = (account: { deactivated: boolean; verified: boolean }): Refused | null =>
  account.verified
    ? refused(STAFF_MESSAGES.alreadySetUp)
    : account.deactivated
      ? refused(STAFF_MESSAGES.deactivatedAccount)
      : null;
