import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(ROOT, '.data-e2e');
export const OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');
export const PASSWORD = 'E2e#Start2026';

/** Accounts seeded before the server starts; each test that changes a password has its own. */
export const ACCOUNTS = {
  ops: { email: 'ops.user@example.com', type: 'OA', firstName: 'Olivia' },
  sales: { email: 'sales.user@example.com', type: 'SL', firstName: 'Sam' },
  stay: { email: 'stay.user@example.com', type: 'OU', firstName: 'Stella' },
  redirect: { email: 'redirect.user@example.com', type: 'OA', firstName: 'Rhea' },
  forgot: { email: 'forgot.user@example.com', type: 'OA', firstName: 'Farah' },
  profile: { email: 'profile.user@example.com', type: 'OA', firstName: 'Priya' },
  changer: { email: 'changer.user@example.com', type: 'OA', firstName: 'Chen' },
  noname: { email: 'noname.user@example.com', type: 'OU', firstName: '' },
  phone: { email: 'phone.user@example.com', type: 'OA', firstName: 'Pia' },
  clientAdmin: { email: 'client.admin@example.com', type: 'SL', firstName: 'Cara' },
  operator: { email: 'operator@example.com', type: 'OU', firstName: 'Otto' },
  // Second factor (second-factor.spec.ts).
  mfaAdmin: { email: 'mfa.admin@example.com', type: 'OA', firstName: 'Mira' },
  mfaForced: { email: 'mfa.forced@example.com', type: 'OU', firstName: 'Felix' },
  mfaPasskey: { email: 'mfa.passkey@example.com', type: 'OU', firstName: 'Paz' },
} as const;

/** Created with the real `user:create` command: unverified, with a temporary password. */
export const NEW_HIRE = { email: 'new.hire@example.com', type: 'OU', password: 'Temp#Pass2026' };
