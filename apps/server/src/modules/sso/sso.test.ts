import http from 'node:http';
import { API, MESSAGES, MFA_MESSAGES, SSO_MESSAGES } from '@ops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { apiClient } from '@/test/api-client.js';
import { useAppsWithSettings } from '@/test/build-app.js';
import { buildUser } from '@/test/factories.js';
import { freePort } from '@/test/free-port.js';
import { createHandoffRepository } from './handoff-repository.js';

const appWith = useAppsWithSettings();
type TestApp = Awaited<ReturnType<typeof appWith>>;

/** One app per setting for the whole file: booting one is the slow part of these tests. */
function shared(env: () => Record<string, string>) {
  let app: Promise<TestApp> | undefined;
  return () => (app ??= appWith(env()));
}
const ssoOff = shared(() => ({}));
const ssoOn = shared(() => ssoEnv());
const ssoOnly = shared(() => ssoEnv({ OIDC_ONLY: 'true' }));
/** A provider address nothing answers at. */
let downIssuer: string;
const ssoDown = shared(() => ssoEnv({ OIDC_ISSUER: downIssuer }));

/** Publishes discovery metadata only: enough to start a sign-in (the Playwright test runs a whole provider). */
let issuer: string;
let metadataServer: http.Server;
beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  metadataServer = http.createServer((request, response) => {
    if (request.url !== '/.well-known/openid-configuration') return void response.writeHead(404).end();
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
      }),
    );
  });
  await new Promise<void>((resolve) => metadataServer.listen(port, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => metadataServer.close(() => resolve())));
// Booted before the tests: on a busy machine a boot can take longer than one test may.
beforeAll(async () => {
  downIssuer = `http://127.0.0.1:${await freePort()}`;
  // One at a time: parallel boots on a loaded machine outrun Fastify's plugin time-out.
  for (const boot of [ssoOff, ssoOn, ssoOnly, ssoDown]) await boot();
}, 300_000);

const ssoEnv = (extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: 'console',
  OIDC_CLIENT_SECRET: 'a-client-secret-for-tests',
  OIDC_DISPLAY_NAME: 'Acme ID',
  ...extra,
});

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`));

describe('the login page learns whether single sign-on is on', () => {
  it('off: no button, the password form', async () => {
    const t = await ssoOff();
    const res = await apiClient(t.app).get(API.sso.status);
    expect(res.json()).toEqual({ success: true, enabled: false, display_name: null, password_login: true });
  });

  it('on: its display name; with OIDC_ONLY the password form is off', async () => {
    const on = await ssoOn();
    expect((await apiClient(on.app).get(API.sso.status)).json()).toEqual({
      success: true,
      enabled: true,
      display_name: 'Acme ID',
      password_login: true,
    });
    const only = await ssoOnly();
    expect((await apiClient(only.app).get(API.sso.status)).json()).toMatchObject({ password_login: false });
  });
});

describe('starting a sign-in', () => {
  it('answers the provider address with PKCE (S256), state and nonce, and keeps them in an encrypted cookie', async () => {
    const t = await ssoOn();
    const res = await apiClient(t.app).post(API.sso.start, {});
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authorization_url);
    expect(url.origin + url.pathname).toBe(`${issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'console',
      redirect_uri: `http://console.test${API.sso.callback}`,
      code_challenge_method: 'S256',
    });
    expect(params.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    for (const key of ['state', 'nonce', 'code_challenge']) expect(params[key]?.length).toBeGreaterThan(20);
    const cookie = cookieOf(res.headers['set-cookie'], 'ops_sso_login')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toContain(`Path=${API.sso.callback}`);
    // Sealed: neither the state nor the verifier can be read from it.
    expect(cookie).not.toContain(params.state!);
  });

  it('says so when single sign-on is off, or the provider cannot be reached', async () => {
    const off = await ssoOff();
    const refused = await apiClient(off.app).post(API.sso.start, {});
    expect([refused.statusCode, refused.json().message]).toEqual([404, SSO_MESSAGES.errors.not_configured]);

    const down = await ssoDown();
    const unreachable = await apiClient(down.app).post(API.sso.start, {});
    expect([unreachable.statusCode, unreachable.json().message]).toEqual([
      503,
      SSO_MESSAGES.errors.provider_unavailable,
    ]);
  });
});

describe("the provider's redirect back", () => {
  const callback = (app: TestApp['app'], query: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `${API.sso.callback}?${query}`, headers: cookie ? { cookie } : {} });

  it('with a state other than the one this browser started is refused on the login page, and audited', async () => {
    const t = await ssoOn();
    const started = await apiClient(t.app).post(API.sso.start, {});
    const cookie = cookieOf(started.headers['set-cookie'], 'ops_sso_login')!.split(';')[0]!;
    const res = await callback(t.app, 'code=abc&state=someone-elses-state', cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?sso_error=bad_state');
    // The login state is spent either way.
    expect(cookieOf(res.headers['set-cookie'], 'ops_sso_login')).toMatch(/Expires=Thu, 01 Jan 1970/);
    const rows = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.sso.failed'));
    expect(rows.map((r) => r.details)).toContainEqual({ reason: 'bad_state' });
  });

  it('without a sign-in started in this browser (replayed, expired or forged) is refused', async () => {
    const t = await ssoOn();
    const trail = () => t.app.services.db.select().from(auditEvents);
    const before = (await trail()).length;
    const res = await callback(t.app, 'code=abc&state=xyz');
    expect(res.headers.location).toBe('/?sso_error=used_or_expired');
    const tampered = await callback(t.app, 'code=abc&state=xyz', 'ops_sso_login=v1:bm90LXNlYWxlZA');
    expect(tampered.headers.location).toBe('/?sso_error=used_or_expired');
    // Anonymous calls write nothing: the trail cannot be pruned.
    expect(await trail()).toHaveLength(before);
  });

  it('when single sign-on is off lands on the login page saying so', async () => {
    const t = await ssoOff();
    const res = await callback(t.app, 'code=abc&state=xyz');
    expect([res.statusCode, res.headers.location]).toEqual([303, '/?sso_error=not_configured']);
  });
});

describe('the hand-off code', () => {
  it('is exchanged once for what a plain login answers; replayed or expired it is refused', async () => {
    const t = await ssoOn();
    const { user } = await buildUser(t.app, { userType: 'SL' });
    const handoffs = createHandoffRepository(t.app.services.db);
    const code = await handoffs.create(user.id, t.clock.now());
    const api = apiClient(t.app);

    const res = await api.post(API.sso.exchange, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.successfullyLoggedIn,
      is_verified: true,
      user_type: 'SL',
    });
    const profile = await api.get(API.ops.profile, res.json().token.access_token);
    expect(profile.statusCode).toBe(200);

    const replayed = await api.post(API.sso.exchange, { code });
    expect([replayed.statusCode, replayed.json().message]).toEqual([
      400,
      SSO_MESSAGES.errors.used_or_expired,
    ]);

    const late = await handoffs.create(user.id, t.clock.now());
    t.clock.advance(61_000);
    const expired = await api.post(API.sso.exchange, { code: late });
    expect([expired.statusCode, expired.json().message]).toEqual([400, SSO_MESSAGES.errors.used_or_expired]);

    const unknown = await api.post(API.sso.exchange, { code: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
  });

  it('is stored only as a hash', async () => {
    const t = await ssoOn();
    const { user } = await buildUser(t.app);
    const code = await createHandoffRepository(t.app.services.db).create(user.id, t.clock.now());
    const dump = JSON.stringify(await t.app.services.db.execute('select * from sso_handoffs'));
    expect(dump).not.toContain(code);
  });
});

describe('OIDC_ONLY', () => {
  it('turns password sign-in and reset links off for staff, with a clear refusal; recipients are unaffected', async () => {
    const t = await ssoOnly();
    const { user, password } = await buildUser(t.app);
    const api = apiClient(t.app);

    const login = await api.post(API.auth.login, { username: user.email, password });
    expect([login.statusCode, login.json()]).toEqual([
      403,
      { success: false, message: SSO_MESSAGES.passwordSignInOff('Acme ID') },
    ]);
    const forgot = await api.post(API.auth.forgetPassword, { email: user.email });
    expect([forgot.statusCode, forgot.json().message]).toEqual([
      403,
      SSO_MESSAGES.passwordResetOff('Acme ID'),
    ]);
    const link = await api.post(API.auth.changePasswordWithLink, {
      q: 'x'.repeat(43),
      password: 'New#Pass2026',
    });
    expect(link.statusCode).toBe(403);

    const recipient = await api.post(API.recipients.requestCode, { token: 'x'.repeat(43) });
    expect(recipient.statusCode).not.toBe(403);
  });

  it('is off by default: the password still signs in', async () => {
    const t = await ssoOn();
    const { user, password } = await buildUser(t.app);
    const login = await apiClient(t.app).post(API.auth.login, { username: user.email, password });
    expect(login.statusCode).toBe(200);
  });
});

describe('the second factor (decision 0020)', () => {
  it("is the provider's: an OA's policy sends a password session to enrolment, not a single sign-on one", async () => {
    const t = await ssoOn();
    const { user, password } = await buildUser(t.app, { userType: 'OU' });
    const api = apiClient(t.app);
    const policy = t.app.services.secondFactor.policy;
    await policy.setRequired(true, user.id, t.clock.now());
    try {
      const byPassword = await api.post(API.auth.login, { username: user.email, password });
      const held = await api.get(API.requester.company, byPassword.json().token.access_token);
      expect([held.statusCode, held.json().message]).toEqual([403, MFA_MESSAGES.mustEnrol]);

      const code = await createHandoffRepository(t.app.services.db).create(user.id, t.clock.now());
      const bySso = await api.post(API.sso.exchange, { code });
      expect(bySso.json()).not.toHaveProperty('mfa_setup_required');
      const clients = await api.get(API.requester.company, bySso.json().token.access_token);
      expect(clients.statusCode).toBe(200);
    } finally {
      await policy.setRequired(false, user.id, t.clock.now());
    }
  });
});
