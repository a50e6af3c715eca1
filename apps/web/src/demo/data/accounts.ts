import { USER_TYPES } from '@ops/contracts';
import type { Profile, UserType } from '@ops/contracts';

/** One password for every demo account: the login page's demo panel shows it. */
export const DEMO_PASSWORD = 'Demo@2026';

const NAMES: Record<UserType, [string, string]> = {
  OA: ['Olivia', 'Admin'],
  OU: ['Omar', 'Ops'],
  TL: ['Tara', 'Lead'],
  SL: ['Sam', 'Sales'],
  CR: ['Chris', 'Relations'],
  EMPTY: ['Eve', 'Guest'],
};

export const demoEmail = (type: UserType) => `${type.toLowerCase()}.demo@example.com`;

/** A bearer token names its account, so a signed-in demo survives a reload while its data starts fresh. */
export const demoToken = (type: UserType) => `demo-session.${type}`;

const demoAccounts: Profile[] = USER_TYPES.map((type, index) => ({
  id: index + 1,
  profile_id: `OPS-${String(index + 1).padStart(4, '0')}`,
  first_name: NAMES[type][0],
  last_name: NAMES[type][1],
  email: demoEmail(type),
  organization: 'Demo Language Services',
  phone_number_ext: '+44',
  phone_number: `20794600${String(index).padStart(2, '0')}`,
  whatsapp_number_ext: '',
  whatsapp_number: '',
  image: null,
  user_type: type,
  is_verified: true,
}));

export const accountByEmail = (email: string) => demoAccounts.find((a) => a.email === email);

export const accountByToken = (token: string) => demoAccounts.find((a) => demoToken(a.user_type) === token);

export const staffName = (account: Profile) => `${account.first_name} ${account.last_name}`;
