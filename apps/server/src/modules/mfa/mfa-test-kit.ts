import { API } from '@ops/contracts';
import { Secret, TOTP } from 'otpauth';
import type { ApiClient } from '@/test/api-client.js';
import type { TestApp } from '@/test/build-app.js';

/** The code an authenticator app with this secret shows at the test clock's time (plus `offsetMs`). */
export function codeAt(t: TestApp, secret: string, offsetMs = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: t.clock.now().getTime() + offsetMs });
}

/** Sets an authenticator app up for the signed-in account; the clock then moves to the next step. */
export async function enrolTotp(t: TestApp, api: ApiClient, token: string) {
  const begin = await api.post(API.mfa.totp, undefined, token);
  if (begin.statusCode !== 200) throw new Error(`totp begin: ${begin.statusCode} ${begin.body}`);
  const secret = begin.json().secret as string;
  const confirm = await api.post(API.mfa.totpConfirm, { code: codeAt(t, secret) }, token);
  if (confirm.statusCode !== 200) throw new Error(`totp confirm: ${confirm.statusCode} ${confirm.body}`);
  t.clock.advance(30_000);
  return { secret, recoveryCodes: confirm.json().recovery_codes as string[] };
}

/** The password step of an account with a second factor: its mfa_token. */
export async function passwordStep(api: ApiClient, email: string, password: string, stayLoggedIn = false) {
  const res = await api.post(API.auth.login, { username: email, password, stay_logged_in: stayLoggedIn });
  if (res.statusCode !== 200 || res.json().mfa_required !== true) {
    throw new Error(`expected the second step: ${res.statusCode} ${res.body}`);
  }
  return res.json().mfa_token as string;
}
