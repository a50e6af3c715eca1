import * as oidc from 'openid-client';
import type { Clock } from '@/lib/clock.js';
import { SsoRefusal } from './sso-refusal.js';
import type { SsoSettings } from './sso-settings.js';

/** What the provider vouches for about the person, from the validated ID token and the userinfo answer. */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const DISCOVERY_TTL_MS = 3_600_000;
const TIMEOUT_SECONDS = 10;

/** The provider could not be reached or answered with a server error (not a verdict on this sign-in). */
function isOutage(error: unknown) {
  if (error instanceof TypeError) return true; // fetch failed: refused, reset, DNS
  const code = error instanceof oidc.ClientError ? error.code : undefined;
  return (
    code === 'OAUTH_TIMEOUT' ||
    code === 'OAUTH_ABORT' ||
    code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
    code === 'OAUTH_RESPONSE_IS_NOT_JSON'
  );
}

/**
 * The OpenID Connect relying party (openid-client): discovery (kept an hour), the authorization address with
 * PKCE (S256), `state` and `nonce`, and the code grant, which validates the ID token (signature, issuer,
 * audience, expiry, nonce) before any claim is read.
 */
export function createIdentityProvider(settings: SsoSettings, clock: Clock) {
  let discovered: { at: number; config: Promise<oidc.Configuration> } | null = null;

  function configuration(): Promise<oidc.Configuration> {
    const now = clock.now().getTime();
    if (discovered && now - discovered.at < DISCOVERY_TTL_MS) return discovered.config;
    const config = oidc
      .discovery(
        settings.issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
        {
          timeout: TIMEOUT_SECONDS,
          // config.ts allows plain http only for a provider on the loopback interface (tests).
          execute: settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw new SsoRefusal(isOutage(error) ? 'provider_unavailable' : 'invalid_answer', '', {
          cause: error,
        });
      });
    discovered = { at: now, config };
    return config;
  }

  return {
    async authorizationUrl(checks: LoginChecks): Promise<string> {
      const config = await configuration();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    /** Redeems the code of the provider's redirect back; refuses with the reason the login page shows. */
    async finish(callbackUrl: URL, checks: LoginChecks): Promise<ProviderClaims> {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims()!;
        // Many providers (oidc-provider among them) put profile and e-mail claims only in userinfo.
        const userinfo =
          idToken.email === undefined
            ? await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)
            : {};
        return { ...userinfo, ...idToken };
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError)
          throw new SsoRefusal('cancelled', '', { cause: error });
        // invalid_grant: the code was used already or has expired.
        if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant')
          throw new SsoRefusal('used_or_expired', '', { cause: error });
        throw new SsoRefusal(isOutage(error) ? 'provider_unavailable' : 'invalid_answer', '', {
          cause: error,
        });
      }
    },
  };
}

export const newLoginChecks = (): LoginChecks => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});
