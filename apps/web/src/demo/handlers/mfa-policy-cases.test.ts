import { describe, expect, it } from 'vitest';
import { API, MFA_MESSAGES } from '@ops/contracts';
import { MFA_POLICY_CASES } from '@ops/contracts/rule-cases';
import { demo } from '../test-kit/delivery-calls';

// The contracts' policy cases through the demo's mfa/policy handler (any six digits confirm an authenticator).
describe('the second-factor policy in the demo', () => {
  it.each(MFA_POLICY_CASES)('$name', async ({ required, ownFactor, refusal }) => {
    const { call } = demo();
    if (ownFactor) {
      await call(API.mfa.totp, { method: 'POST', as: 'OA' });
      const confirmed = await call(API.mfa.totpConfirm, {
        method: 'POST',
        as: 'OA',
        json: { code: '123456' },
      });
      expect(confirmed.status).toBe(200);
    }
    const res = await call(API.mfa.policy, { method: 'PUT', as: 'OA', json: { required } });
    expect(res.status).toBe(refusal ? 400 : 200);
    if (refusal) expect(res.body.message).toBe(refusal);
    else expect(res.body.data).toEqual({ required });
  });

  it('resets no one it does not know', async () => {
    const { call } = demo();
    const res = await call(API.mfa.resetStaff(999_999), { method: 'POST', as: 'OA' });
    expect(res.body).toEqual({ success: false, message: MFA_MESSAGES.staffNotFound });
  });
});
