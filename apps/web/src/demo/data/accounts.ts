import { USER_TYPES, staffName } from '@ops/contracts';
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

/** The account still on its temporary password: its first sign-in goes through the forced change. */
export const FIRST_SIGN_IN_EMAIL = 'new.demo@example.com';

/** A bearer token names its account, so a signed-in demo survives a reload while its data starts fresh. */
export const demoToken = (type: UserType) => `demo-session.${type}`;
const FIRST_SIGN_IN_TOKEN = 'demo-session.new';

const account = (index: number, names: [string, string], email: string, type: UserType): Profile => ({
  id: index + 1,
  profile_id: `OPS-${String(index + 1).padStart(4, '0')}`,
  first_name: names[0],
  last_name: names[1],
  email,
  organization: 'Demo Language Services',
  phone_number_ext: '+44',
  phone_number: `20794600${String(index).padStart(2, '0')}`,
  whatsapp_number_ext: '',
  whatsapp_number: '',
  image: null,
  user_type: type,
  is_verified: true,
});

const demoAccounts: { token: string; profile: Profile }[] = [
  ...USER_TYPES.map((type, index) => ({
    token: demoToken(type),
    profile: account(index, NAMES[type], demoEmail(type), type),
  })),
  {
    token: FIRST_SIGN_IN_TOKEN,
    profile: {
      ...account(USER_TYPES.length, ['Nina', 'Newhire'], FIRST_SIGN_IN_EMAIL, 'OU'),
      is_verified: false,
    },
  },
];

/** The account as the demo starts it (a session's edits live in its SessionAccounts). */
export const accountByEmail = (email: string) => demoAccounts.find((a) => a.profile.email === email)?.profile;

export const accountByToken = (token: string) => demoAccounts.find((a) => a.token === token)?.profile;

export const tokenOf = (profile: Profile) => demoAccounts.find((a) => a.profile.id === profile.id)!.token;

/** A profile image uploaded in the session, answered at its media path. */
interface StoredImage {
  type: string;
  bytes: ArrayBuffer;
}

/** The accounts as the session changed them: profile edits, new passwords, the forced change done. */
export interface SessionAccounts {
  profiles: Map<number, Profile>;
  passwords: Map<number, string>;
  images: Map<string, StoredImage>;
}

export const createSessionAccounts = (): SessionAccounts => ({
  profiles: new Map(demoAccounts.map(({ profile }) => [profile.id, { ...profile }])),
  passwords: new Map(demoAccounts.map(({ profile }) => [profile.id, DEMO_PASSWORD])),
  images: new Map(),
});

/** The session's copy of a signed-in account (the token names the account, the session holds its state). */
export const sessionProfile = (accounts: SessionAccounts, signedIn: Profile): Profile =>
  accounts.profiles.get(signedIn.id) ?? signedIn;

/** The caller's name as the session shows it (a profile edit included), as logs and comments name them. */
export const actorName = (accounts: SessionAccounts, account: Profile) =>
  staffName(sessionProfile(accounts, account));

export const passwordMatches = (accounts: SessionAccounts, account: Profile, password: string) =>
  accounts.passwords.get(account.id) === password;

export const sessionAccountByEmail = (accounts: SessionAccounts, email: string) =>
  [...accounts.profiles.values()].find((p) => p.email === email);
