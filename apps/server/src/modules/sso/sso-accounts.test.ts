import { API } from '@ops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';
import { apiClient } from '@/test/api-client.js';
import { useAppsWithSettings } from '@/test/build-app.js';
import { buildUser } from '@/test/factories.js';
import { createSsoAccounts } from './sso-accounts.js';
import { SsoRefusal } from './sso-refusal.js';
import { ssoSettings } from './sso-settings.js';

const appWith = useAppsWithSettings();
let app: ReturnType<typeof appWith> | undefined;

beforeAll(async () => {
  await (app ??= appWith());
}, 120_000);

/** The matching under these settings, on one app for the file (each test uses addresses of its own). */
async function accountsWith(env: Record<string, string> = {}) {
  const t = await (app ??= appWith());
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    OIDC_ISSUER: 'https://id.example.com',
    OIDC_CLIENT_ID: 'console',
    ...env,
  });
  const accounts = createSsoAccounts({
    users: t.app.services.users,
    clock: t.clock,
    settings: ssoSettings(config)!,
  });
  return { t, accounts };
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'signed in',
    (error: unknown) => (error instanceof SsoRefusal ? error.reason : error),
  );

describe("matching the provider's person to a staff account", () => {
  it('by verified e-mail address, whatever its case', async () => {
    const { t, accounts } = await accountsWith();
    const { user } = await buildUser(t.app, { email: 'mira@example.com' });
    const found = await accounts.accountFor({ sub: '1', email: 'Mira@Example.com', email_verified: true });
    expect(found.id).toBe(user.id);
  });

  it('refuses an address the provider has not verified, a missing one, an unknown one, a deactivated account', async () => {
    const { t, accounts } = await accountsWith();
    const { user } = await buildUser(t.app, { email: 'gone@example.com' });
    await t.app.services.users.update(user.id, { deactivated_at: t.clock.now() }, t.clock.now());
    await buildUser(t.app, { email: 'known@example.com' });

    const reasons = await Promise.all([
      refusalOf(accounts.accountFor({ sub: '1', email: 'known@example.com', email_verified: false })),
      refusalOf(accounts.accountFor({ sub: '1', email: 'known@example.com' })),
      refusalOf(accounts.accountFor({ sub: '1', email: 'known@example.com', email_verified: 'true' })),
      refusalOf(accounts.accountFor({ sub: '1', email_verified: true })),
      refusalOf(accounts.accountFor({ sub: '1', email: 'stranger@example.com', email_verified: true })),
      refusalOf(accounts.accountFor({ sub: '1', email: 'gone@example.com', email_verified: true })),
    ]);
    expect(reasons).toEqual([
      'unverified_email',
      'unverified_email',
      'unverified_email',
      'unverified_email',
      'unknown_account',
      'deactivated',
    ]);
    expect(await t.app.services.users.findByEmail('stranger@example.com')).toBeUndefined();
  });

  it('creates a verified account of the OIDC_CREATE_ACCOUNTS type for an unknown address', async () => {
    const { t, accounts } = await accountsWith({ OIDC_CREATE_ACCOUNTS: 'OU' });
    const created = await accounts.accountFor({
      sub: '1',
      email: 'new.person@example.com',
      email_verified: true,
      given_name: 'Nia',
      family_name: 'Okafor',
    });
    expect(created).toMatchObject({
      email: 'new.person@example.com',
      user_type: 'OU',
      is_verified: true,
      first_name: 'Nia',
      last_name: 'Okafor',
    });
    const again = await accounts.accountFor({
      sub: '1',
      email: 'new.person@example.com',
      email_verified: true,
    });
    expect(again.id).toBe(created.id);
    expect(
      await refusalOf(accounts.accountFor({ sub: '2', email: 'x@example.com', email_verified: false })),
    ).toBe('unverified_email');
    expect(await t.app.services.users.findByEmail('x@example.com')).toBeUndefined();
  });

  it('verifies an invited account and ends the temporary password someone else chose', async () => {
    const { t, accounts } = await accountsWith();
    const { user, password } = await buildUser(t.app, { email: 'invited@example.com', verified: false });
    const found = await accounts.accountFor({ sub: '1', email: 'invited@example.com', email_verified: true });
    expect(found.is_verified).toBe(true);
    const login = await apiClient(t.app).post(API.auth.login, { username: user.email, password });
    expect(login.statusCode).toBe(401);
  });
});
