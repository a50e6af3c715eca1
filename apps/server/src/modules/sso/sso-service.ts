import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, SSO_COMPLETE_PATH, SSO_ERROR_PARAM, SSO_MESSAGES, type SsoError } from '@ops/contracts';
import type { UserType } from '@ops/contracts';
import { AppError, badRequest, notFound } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import { audit } from '../audit/index.js';
import { createHandoffRepository } from './handoff-repository.js';
import { createIdentityProvider, newLoginChecks } from './identity-provider.js';
import { createLoginStateCookie } from './login-state-cookie.js';
import { createSsoAccounts } from './sso-accounts.js';
import { SsoRefusal } from './sso-refusal.js';
import { ssoSettings } from './sso-settings.js';
import { ssoStatus } from './sso-status.js';

type Deps = Pick<Services, 'config' | 'clock' | 'db' | 'users' | 'sessions' | 'signingSecret'> & {
  log: { warn(obj: unknown, msg: string): void };
};

const loginPageWith = (reason: SsoError) => `/?${SSO_ERROR_PARAM}=${reason}`;

/** The console's side of single sign-on (decision 0021): start, the provider's callback, the hand-off. */
export function createSsoService(deps: Deps) {
  const { config, clock } = deps;
  const settings = ssoSettings(config);
  const provider = settings && createIdentityProvider(settings, clock);
  const accounts = settings && createSsoAccounts({ users: deps.users, clock, settings });
  const loginState = createLoginStateCookie(deps.signingSecret, config.PUBLIC_URL.startsWith('https:'));
  const handoffs = createHandoffRepository(deps.db);
  const status = ssoStatus(config);

  /** Where the callback sends the browser: the completion page with a hand-off code, or the login page. */
  async function finishAt(request: FastifyRequest, reply: FastifyReply, query: Record<string, unknown>) {
    if (!provider || !accounts) return loginPageWith('not_configured');
    const checks = loginState.take(request, reply, clock.now());
    // No sign-in started in this browser: nothing to audit (no account, no state), and writing a row for every
    // such anonymous GET would let anyone grow the trail, which cannot be pruned, without end.
    if (!checks) return loginPageWith('used_or_expired');
    if (query.state !== checks.state) throw new SsoRefusal('bad_state');
    // The address the provider redirected to, as it was registered, with the provider's parameters.
    const callbackUrl = new URL(settings.redirectUri);
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
    }
    const user = await accounts.accountFor(await provider.finish(callbackUrl, checks));
    const code = await handoffs.create(user.id, clock.now());
    await audit(request, {
      action: 'auth.sso.succeeded',
      actorId: user.id,
      actorEmail: user.email,
      targetType: 'user',
      targetId: user.id,
      details: { provider: settings.issuer.origin },
    });
    return `${SSO_COMPLETE_PATH}#code=${encodeURIComponent(code)}`;
  }

  return {
    status: () => status,

    async start(reply: FastifyReply): Promise<string> {
      if (!provider) throw notFound(SSO_MESSAGES.errors.not_configured);
      const checks = newLoginChecks();
      let url: string;
      try {
        url = await provider.authorizationUrl(checks);
      } catch (error) {
        deps.log.warn({ err: error }, 'single sign-on: the provider could not be discovered');
        const reason = error instanceof SsoRefusal ? error.reason : 'provider_unavailable';
        throw new AppError(503, SSO_MESSAGES.errors[reason], { 'retry-after': '30' });
      }
      loginState.set(reply, checks, clock.now());
      return url;
    },

    /** Never throws: every refusal is audited and lands on the login page with its reason. */
    async callback(request: FastifyRequest, reply: FastifyReply, query: Record<string, unknown>) {
      try {
        return await finishAt(request, reply, query);
      } catch (error) {
        if (!(error instanceof SsoRefusal)) throw error;
        if (error.cause) deps.log.warn({ err: error.cause, reason: error.reason }, 'single sign-on refused');
        await audit(request, {
          action: 'auth.sso.failed',
          actorEmail: error.email,
          details: { reason: error.reason },
        });
        return loginPageWith(error.reason);
      }
    },

    /** The hand-off code for a session, answered as a plain login answers. */
    async exchange(code: string, client: { ip: string; userAgent: string }) {
      const now = clock.now();
      const userId = await handoffs.redeem(code, now);
      const user = userId === undefined ? undefined : await deps.users.findById(userId);
      // Deactivated between the callback and now: no session either.
      if (!user || user.deactivated_at) throw badRequest(SSO_MESSAGES.errors.used_or_expired);
      await deps.users.recordLogin(user.id, now);
      const token = await deps.sessions.create({
        userId: user.id,
        expiresAt: new Date(now.getTime() + config.SESSION_TTL_HOURS * 3_600_000),
        ...client,
        viaSso: true,
      });
      return {
        success: true as const,
        message: MESSAGES.successfullyLoggedIn,
        token: { access_token: token },
        is_verified: user.is_verified,
        user_type: user.user_type as UserType,
      };
    },
  };
}
