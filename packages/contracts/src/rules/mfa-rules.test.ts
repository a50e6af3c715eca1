import { describe, expect, it } from 'vitest';
import { MFA_POLICY_CASES } from './mfa-cases.js';
import { mfaPolicyRefusal } from './mfa-rules.js';

describe('the second-factor policy', () => {
  it.each(MFA_POLICY_CASES)('$name', ({ required, ownFactor, refusal }) => {
    expect(mfaPolicyRefusal(required, ownFactor)?.refusal ?? null).toBe(refusal);
  });
});
