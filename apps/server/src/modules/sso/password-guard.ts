import type { FastifyRequest } from 'fastify';
import { SSO_MESSAGES } from '@ops/contracts';
import { forbidden } from '@/lib/app-error.js';
import { ssoSettings } from './sso-settings.js';

const ssoOnlyName = (request: FastifyRequest) => {
  const settings = ssoSettings(request.server.services.config);
  return settings?.only ? settings.displayName : null;
};

/** OIDC_ONLY: the staff login call refuses passwords before reading them (the recipients' portal is not affected). */
export async function refusePasswordSignInUnderSsoOnly(request: FastifyRequest) {
  const name = ssoOnlyName(request);
  if (name !== null) throw forbidden(SSO_MESSAGES.passwordSignInOff(name));
}

/** OIDC_ONLY: no reset link is sent or redeemed for staff, whose passwords the provider manages. */
export async function refusePasswordResetUnderSsoOnly(request: FastifyRequest) {
  const name = ssoOnlyName(request);
  if (name !== null) throw forbidden(SSO_MESSAGES.passwordResetOff(name));
}
