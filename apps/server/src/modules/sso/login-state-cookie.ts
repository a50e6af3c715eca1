import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '@ops/contracts';
import { createSecretBox, type SecretBox } from '@/lib/secret-box.js';
import type { LoginChecks } from './identity-provider.js';

const COOKIE = 'ops_sso_login';
/** Only the callback reads it (and start sets it). */
const PATH = API.sso.callback;
/** Time at the provider's sign-in page before the sign-in must start again. */
const LOGIN_STATE_SECONDS = 600;

interface Sealed extends LoginChecks {
  expiresAt: number;
}

/**
 * The sign-in in progress (state, nonce, PKCE verifier) lives in an encrypted cookie of the browser that
 * started it, not in the database: the callback accepts only the browser that began the sign-in (no login
 * forgery with someone else's redirect), every instance can read it, and it is cleared at the callback.
 * SameSite=Lax, because the provider sends the browser back with a cross-site top-level GET.
 */
export function createLoginStateCookie(signingSecret: string, secure: boolean) {
  const box: SecretBox = createSecretBox(signingSecret, 'sso-login-state');
  const options = { path: PATH, httpOnly: true, sameSite: 'lax' as const, secure };

  return {
    set(reply: FastifyReply, checks: LoginChecks, now: Date) {
      const sealed: Sealed = { ...checks, expiresAt: now.getTime() + LOGIN_STATE_SECONDS * 1000 };
      reply.setCookie(COOKIE, box.seal(JSON.stringify(sealed)), { ...options, maxAge: LOGIN_STATE_SECONDS });
    },

    /** The checks of this browser's unexpired sign-in, if any; the cookie is cleared either way. */
    take(request: FastifyRequest, reply: FastifyReply, now: Date): LoginChecks | null {
      const raw = request.cookies[COOKIE];
      if (!raw) return null;
      reply.clearCookie(COOKIE, options);
      try {
        const sealed = JSON.parse(box.open(raw)) as Sealed;
        if (typeof sealed.expiresAt !== 'number' || sealed.expiresAt <= now.getTime()) return null;
        return { state: sealed.state, nonce: sealed.nonce, codeVerifier: sealed.codeVerifier };
      } catch {
        return null;
      }
    },
  };
}
