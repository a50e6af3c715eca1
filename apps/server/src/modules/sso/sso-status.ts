import { ssoStatusResponseSchema, type SsoStatusResponse } from '@ops/contracts';
import type { Config } from '@/config.js';
import { ssoSettings } from './sso-settings.js';

/**
 * What the login page is told (decision 0021): whether to offer single sign-on and the password form. It
 * follows from the configuration alone, so the server also writes it into the page it serves (decision
 * 0034), checked by the same schema as the status call's answer.
 */
export function ssoStatus(config: Config): SsoStatusResponse {
  const settings = ssoSettings(config);
  return ssoStatusResponseSchema.parse({
    success: true,
    enabled: settings !== null,
    display_name: settings?.displayName ?? null,
    password_login: !settings?.only,
  });
}
