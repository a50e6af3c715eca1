import { describe, expect, it } from 'vitest';
import { API, MESSAGES, MFA_MESSAGES } from '@ops/contracts';
import { DEMO_PASSWORD } from '../data/accounts';
import { demo } from '../test-kit/delivery-calls';

// As the server's second-factor service: a code confirms only a secret asked for and not yet confirmed,
// and removing a passkey checks the password before looking for the passkey.
describe("the demo's second factor", () => {
  it('confirms an authenticator app only after it was started, and only once', async () => {
    const { call } = demo();
    const confirm = () => call(API.mfa.totpConfirm, { method: 'POST', as: 'OU', json: { code: '123456' } });
    expect(await confirm()).toMatchObject({
      status: 400,
      body: { success: false, message: MFA_MESSAGES.totpNotStarted },
    });
    expect((await call(API.mfa.totp, { method: 'POST', as: 'OU' })).status).toBe(200);
    expect((await confirm()).status).toBe(200);
    expect(await confirm()).toMatchObject({
      status: 409,
      body: { success: false, message: MFA_MESSAGES.totpAlreadyOn },
    });
  });

  it('refuses a wrong password before it looks for the passkey to remove', async () => {
    const { call } = demo();
    const remove = (password: string) =>
      call(API.mfa.removePasskey(1), { method: 'POST', as: 'OU', json: { password } });
    expect((await remove('Wrong#2026')).body.message).toBe(MESSAGES.incorrectPassword);
    expect((await remove(DEMO_PASSWORD)).body.message).toBe(MFA_MESSAGES.passkeyNotFound);
  });

  it('answers a profile address whose id is not a number as not found', async () => {
    const { call } = demo();
    expect((await call(API.ops.profileById('abc'), { method: 'PUT', as: 'OU' })).status).toBe(404);
  });
});
