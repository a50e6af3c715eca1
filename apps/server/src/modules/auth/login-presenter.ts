import { MESSAGES } from '@ops/contracts';
import type { LoginResult, SessionResult } from './auth-service.js';

/** A sign-in that opened a session: the spec's plain login answer. */
export function sessionAnswer(result: SessionResult) {
  return {
    success: true as const,
    message: MESSAGES.successfullyLoggedIn,
    token: { access_token: result.token },
    is_verified: result.isVerified,
    user_type: result.userType,
    ...(result.setupRequired ? { mfa_setup_required: true as const } : {}),
  };
}

/** The password step's answer: a session, or the second step (decision 0020). */
export function loginAnswer(result: LoginResult) {
  if (result.kind === 'session') return sessionAnswer(result);
  return {
    success: false as const,
    mfa_required: true as const,
    mfa_token: result.mfaToken,
    methods: result.methods,
  };
}
