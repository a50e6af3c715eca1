import { USER_TYPES } from '@ops/contracts';
import type { Profile, StaffMember } from '@ops/contracts';
import { accountByEmail, demoEmail } from './accounts';
import type { SessionAccounts } from './accounts';

const DAY = 86_400_000;

/** The console's staff accounts: the demo's own (active), one invitation still open, one deactivated. */
export function sampleStaff(now: number): StaffMember[] {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const demo = USER_TYPES.map((type, index): StaffMember => {
    const { id, email, first_name, last_name, user_type } = accountByEmail(demoEmail(type))!;
    const times = { last_login_at: at(index + 1), created_at: at(400 - index * 30) };
    return { id, email, first_name, last_name, user_type, status: 'active', ...times };
  });
  return [
    ...demo,
    {
      id: 101,
      email: 'priya.invited@example.com',
      first_name: 'Priya',
      last_name: 'Natarajan',
      user_type: 'OU',
      status: 'invited',
      last_login_at: null,
      created_at: at(2),
    },
    {
      id: 102,
      email: 'lukas.former@example.com',
      first_name: 'Lukas',
      last_name: 'Brandt',
      user_type: 'TL',
      status: 'deactivated',
      last_login_at: at(120),
      created_at: at(700),
    },
  ];
}

/** A staff member as named today: the session's profile edits included, as the server reads its users. */
export const namedToday = (state: { accounts: SessionAccounts }, member: StaffMember): StaffMember => ({
  ...member,
  ...names(state.accounts.profiles.get(member.id) ?? member),
});
const names = ({ first_name, last_name }: StaffMember | Profile) => ({ first_name, last_name });
