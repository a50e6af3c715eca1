import type { UserType } from '@ops/contracts';
import { API } from '@ops/contracts';
import type { Config } from '@/config.js';

export interface SsoSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string | undefined;
  displayName: string;
  /** The type a first sign-in creates an account as; undefined: unknown addresses are refused. */
  createAs: UserType | undefined;
  /** Password sign-in and password resets are off for staff. */
  only: boolean;
  /** Registered at the provider: where it sends the browser back. */
  redirectUri: string;
}

/** Single sign-on's settings, or null when OIDC_ISSUER is unset (config.ts has checked they fit together). */
export function ssoSettings(config: Config): SsoSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  return {
    issuer: new URL(config.OIDC_ISSUER),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    displayName: config.OIDC_DISPLAY_NAME,
    createAs: config.OIDC_CREATE_ACCOUNTS,
    only: config.OIDC_ONLY,
    redirectUri: `${config.PUBLIC_URL}${API.sso.callback}`,
  };
}
