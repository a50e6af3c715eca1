import { MFA_MESSAGES } from '../mfa/mfa-texts.js';
import { refused, type Refused } from './refusal.js';

/**
 * A second factor required of everyone is turned on only by an admin who has one: else their own session
 * would at once be held to enrolment, with the setting half-saved in view.
 */
export const mfaPolicyRefusal = (required: boolean, ownFactor: boolean): Refused | null =>
  required && !ownFactor ? refused(MFA_MESSAGES.policyNeedsOwnFactor) : null;
