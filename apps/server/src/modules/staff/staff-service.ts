import {
  RESET_LINK_PATH,
  STAFF_MESSAGES,
  otherAccountRefusal,
  resendInviteRefusal,
  type StaffInviteRequest,
  type StaffType,
} from '@ops/contracts';
import { isUniqueViolation } from '@/db/db-errors.js';
import { conflict } from '@/lib/app-error.js';
import { throwRefusal } from '@/lib/rule-refusal.js';
import { hashPassword } from '@/lib/password-hash.js';
import { staffInvitationMail } from '@/mail/templates/staff-invitation.js';
import type { Services } from '@/services.js';
import { generatePassword, staffName, type UserRow } from '../users/index.js';

type Deps = Pick<Services, 'config' | 'clock' | 'users' | 'sessions' | 'resetTokens' | 'mail'>;

/** Invitations, type changes and deactivation of console accounts, done by an operations admin. */
export function createStaffService(deps: Deps) {
  const { config, clock, users, sessions, resetTokens, mail } = deps;

  async function mailInvitation(user: UserRow, admin: UserRow) {
    const expiresAt = new Date(clock.now().getTime() + config.INVITE_LINK_TTL_HOURS * 3_600_000);
    const token = await resetTokens.create(user.id, expiresAt);
    await mail.queue(
      staffInvitationMail({
        to: user.email,
        firstName: user.first_name,
        invitedBy: staffName(admin),
        link: `${config.PUBLIC_URL}${RESET_LINK_PATH}?q=${encodeURIComponent(token)}`,
        validHours: config.INVITE_LINK_TTL_HOURS,
      }),
    );
  }

  /** The account an admin acts on: never their own, so an admin cannot lock themselves out. */
  async function otherAccount(admin: UserRow, id: number) {
    const user = await users.findById(id);
    throwRefusal(otherAccountRefusal(admin.id, user));
    return user!;
  }

  return {
    list: () => users.list(),

    async invite(admin: UserRow, input: Required<StaffInviteRequest>) {
      if (await users.findByEmail(input.email)) throw conflict(STAFF_MESSAGES.exists);
      let user: UserRow;
      try {
        // Nobody knows this password: the invitee chooses their own through the mailed link.
        user = await users.insert({
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          user_type: input.user_type,
          password_hash: await hashPassword(generatePassword(24)),
          is_verified: false,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(STAFF_MESSAGES.exists);
        throw error;
      }
      await mailInvitation(user, admin);
      return user;
    },

    async resendInvitation(admin: UserRow, id: number) {
      const user = await otherAccount(admin, id);
      throwRefusal(resendInviteRefusal({ verified: user.is_verified, deactivated: !!user.deactivated_at }));
      await resetTokens.voidAllOfUser(user.id, clock.now());
      await mailInvitation(user, admin);
      return user;
    },

    /** Roles are read from the account on every request, so the new type applies at once. */
    async changeType(admin: UserRow, id: number, type: StaffType) {
      const before = await otherAccount(admin, id);
      return { before, after: (await users.update(id, { user_type: type }, clock.now()))! };
    },

    async deactivate(admin: UserRow, id: number) {
      const user = await otherAccount(admin, id);
      const now = clock.now();
      const updated = (await users.update(id, { deactivated_at: user.deactivated_at ?? now }, now))!;
      await sessions.revokeAllOfUser(id, now);
      await resetTokens.voidAllOfUser(id, now);
      return updated;
    },

    async reactivate(admin: UserRow, id: number) {
      await otherAccount(admin, id);
      return (await users.update(id, { deactivated_at: null }, clock.now()))!;
    },
  };
}
