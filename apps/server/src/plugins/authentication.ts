import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  AUDIT_ROLES,
  SHARE_POLICY_ROLES,
  CLIENT_ADMIN_ROLES,
  DELIVERY_ROLES,
  INTAKE_ROLES,
  INTEGRATION_KEY_ROLES,
  MESSAGES,
  RETENTION_ADMIN_ROLES,
  MFA_MESSAGES,
  STAFF_ADMIN_ROLES,
  type UserType,
} from '@ops/contracts';
import { forbidden, unauthorized } from '../lib/app-error.js';
import type { users } from '../db/schema.js';
import { isApiRoute } from './api-route.js';

/** Who a request is signed in as: the account and the session it came with. */
export interface SessionUser {
  user: typeof users.$inferSelect;
  session: { id: number; expires_at: Date };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anyone; every other /api-* route needs a valid bearer token. */
    public?: boolean;
    /** Accepted before the forced password change (password change, logout, profile). */
    allowUnverified?: boolean;
    /**
     * Accepted while an OA requires a second factor the account has not set up yet (the enrolment calls);
     * allowUnverified routes are accepted too (decision 0020).
     */
    allowEnrolment?: boolean;
    /** Only these user types; others get 403. */
    roles?: readonly UserType[];
  }
  interface FastifyRequest {
    auth: SessionUser | null;
  }
}

/** The one role guard: a route's config names who may call it (the table: docs/decisions/0013-authorization.md). */
export const onlyFor = {
  clientAdmins: { roles: CLIENT_ADMIN_ROLES },
  staffAdmins: { roles: STAFF_ADMIN_ROLES },
  deliverers: { roles: DELIVERY_ROLES },
  importers: { roles: INTAKE_ROLES },
  keyAdmins: { roles: INTEGRATION_KEY_ROLES },
  retentionAdmins: { roles: RETENTION_ADMIN_ROLES },
  auditors: { roles: AUDIT_ROLES },
  sharePolicyAdmins: { roles: SHARE_POLICY_ROLES },
} as const;

/** Resolves the bearer token to its session before validation, so an anonymous caller learns nothing else. */
export const authentication = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (!isApiRoute(request) || config.public) return;

      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match) throw unauthorized(MESSAGES.notAuthenticated);
      const found = await app.services.sessions.findActive(match[1]!, app.services.clock.now());
      if (!found) throw unauthorized(MESSAGES.notAuthenticated);
      request.auth = found;

      if (!found.user.is_verified && !config.allowUnverified) throw forbidden(MESSAGES.mustChangePassword);
      if (
        !config.allowUnverified &&
        !config.allowEnrolment &&
        // A single sign-on's second factor is the provider's own policy (decision 0021).
        !found.session.via_sso &&
        (await app.services.secondFactor.enrolmentPending(found.user.id, found.secondFactorRequired))
      ) {
        throw forbidden(MFA_MESSAGES.mustEnrol);
      }
      if (config.roles && !config.roles.includes(found.user.user_type as UserType)) {
        throw forbidden(MESSAGES.forbidden);
      }
    });
  },
  { name: 'authentication', dependencies: ['services'] },
);

/** The signed-in user of a route that requires one (the hook above guarantees it). */
export function currentUser(request: { auth: SessionUser | null }): SessionUser {
  if (!request.auth) throw unauthorized(MESSAGES.notAuthenticated);
  return request.auth;
}
