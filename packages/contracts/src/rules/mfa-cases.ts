import { MFA_MESSAGES } from '../mfa/mfa-texts.js';

/** The second-factor policy as an admin sets it, with or without an authenticator of their own. */
export const MFA_POLICY_CASES: {
  name: string;
  required: boolean;
  ownFactor: boolean;
  refusal: string | null;
}[] = [
  {
    name: 'required of everyone by an admin without a second factor',
    required: true,
    ownFactor: false,
    refusal: MFA_MESSAGES.policyNeedsOwnFactor,
  },
  { name: 'required of everyone by an admin with one', required: true, ownFactor: true, refusal: null },
  { name: 'no longer required, by an admin without one', required: false, ownFactor: false, refusal: null },
];
