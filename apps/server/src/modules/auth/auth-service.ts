import type {
  changePasswordWithLinkRequestSchema,
  changeTemporaryPasswordRequestSchema,
  forgetPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
} from '@ops/contracts';
import { MESSAGES, RESET_LINK_PATH, STAFF_MESSAGES, type MfaMethod, type UserType } from '@ops/contracts';
import type { z } from 'zod';
import type { Config } from '@/config.js';
import type { Clock } from '@/lib/clock.js';
import { badRequest, forbidden, unauthorized } from '@/lib/app-error.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/password-hash.js';
import type { MailQueue } from '@/mail/mail-queue.js';
import { resetPasswordMail } from '@/mail/templates/reset-password.js';
import type { SecondFactorService } from '../mfa/index.js';
import type { UserRepository, UserRow } from '../users/index.js';
import type { createResetTokenRepository } from './reset-token-repository.js';
import type { SessionRepository } from './session-repository.js';
import type { Throttle, ThrottleRule } from '../throttle/index.js';
import type { SessionUser } from '@/plugins/authentication.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

interface Deps {
  config: Config;
  clock: Clock;
  users: UserRepository;
  sessions: SessionRepository;
  resetTokens: ReturnType<typeof createResetTokenRepository>;
  throttle: Throttle;
  mail: MailQueue;
  log: { error(obj: unknown, msg: string): void };
  /** The second factor (decision 0020): asked after the right password. */
  secondFactor: Pick<SecondFactorService, 'challengeFor' | 'enrolmentPending'>;
}

export interface SessionResult {
  kind: 'session';
  userId: number;
  token: string;
  isVerified: boolean;
  userType: UserType;
  /** An OA requires a second factor and the account has none: the session may only enrol one. */
  setupRequired: boolean;
}

export type LoginResult =
  SessionResult | { kind: 'mfa'; userId: number; mfaToken: string; methods: MfaMethod[] };

export function createAuthService(deps: Deps) {
  const { config, clock, users, sessions, resetTokens, throttle } = deps;
  const pendingMail = new Set<Promise<void>>();
  const window = config.THROTTLE_WINDOW_MINUTES;

  const accountRule = (email: string): ThrottleRule => ({
    key: `login:account:${email}`,
    limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    windowMinutes: window,
  });
  const addressRule = (ip: string): ThrottleRule => ({
    key: `login:address:${ip}`,
    limit: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMinutes: window,
  });
  /**
   * Failures from one address beyond the slow-down threshold make each later sign-in from it wait, 0.25 s
   * doubling per failure up to the cap, before the refusal at the limit: a guesser is slowed at once, while
   * colleagues behind the same gateway still get in.
   */
  const addressDelayMs = (hits: number) => {
    const over = hits - 1 - config.LOGIN_SLOW_AFTER_FAILURES_PER_ADDRESS;
    return over < 0 ? 0 : Math.min(config.LOGIN_MAX_DELAY_SECONDS * 1000, 250 * 2 ** Math.min(over, 20));
  };
  const ownPasswordRule = (userId: number): ThrottleRule => ({
    key: `password:user:${userId}`,
    limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    windowMinutes: window,
  });

  const hours = (n: number) => n * 3_600_000;

  async function sendResetLink(email: string) {
    const user = await users.findByEmail(email);
    if (!user || user.deactivated_at) return;
    const expiresAt = new Date(clock.now().getTime() + config.RESET_LINK_TTL_MINUTES * 60_000);
    const token = await resetTokens.create(user.id, expiresAt);
    await deps.mail.queue(
      resetPasswordMail({
        to: user.email,
        firstName: user.first_name,
        link: `${config.PUBLIC_URL}${RESET_LINK_PATH}?q=${encodeURIComponent(token)}`,
        validMinutes: config.RESET_LINK_TTL_MINUTES,
      }),
    );
  }

  /** Checks the signed-in user's own password, counting failures against the same throttle as login. */
  async function checkOwnPassword(user: UserRow, password: string) {
    const attempt = await throttle.attempt(ownPasswordRule(user.id));
    if (!(await verifyPassword(user.password_hash, password))) throw badRequest(MESSAGES.incorrectPassword);
    await attempt.release();
  }

  /** Stores a new password and ends every session and reset link of the user, and any login lock. */
  async function setNewPassword(user: Pick<UserRow, 'id' | 'email'>, password: string, now: Date) {
    await users.setPassword(user.id, await hashPassword(password), true, now);
    await sessions.revokeAllOfUser(user.id, now);
    await resetTokens.voidAllOfUser(user.id, now);
    await throttle.clear(accountRule(user.email).key);
  }

  /** Sets a new password for the signed-in user and opens one fresh session in place of the old ones. */
  async function replacePassword(current: SessionUser, password: string, client: ClientInfo) {
    await setNewPassword(current.user, password, clock.now());
    return sessions.create({ userId: current.user.id, expiresAt: current.session.expires_at, ...client });
  }

  /** The end of every sign-in: password alone, or password and second factor. */
  async function openSession(
    user: UserRow,
    stayLoggedIn: boolean,
    client: ClientInfo,
  ): Promise<SessionResult> {
    await users.recordLogin(user.id, clock.now());
    const lifetime = stayLoggedIn
      ? hours(24 * config.SESSION_REMEMBER_DAYS)
      : hours(config.SESSION_TTL_HOURS);
    const token = await sessions.create({
      userId: user.id,
      expiresAt: new Date(clock.now().getTime() + lifetime),
      ...client,
    });
    return {
      kind: 'session',
      userId: user.id,
      token,
      isVerified: user.is_verified,
      userType: user.user_type as UserType,
      setupRequired: await deps.secondFactor.enrolmentPending(user.id),
    };
  }

  return {
    async login(input: z.output<typeof loginRequestSchema>, client: ClientInfo): Promise<LoginResult> {
      const address = addressRule(client.ip);
      const attempt = await throttle.attempt(accountRule(input.username), address);
      await clock.sleep(addressDelayMs(attempt.hits[address.key] ?? 0));
      const user = await users.findByEmail(input.username);
      const ok = user
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok) throw unauthorized(MESSAGES.incorrectPassword);
      await attempt.release();
      await throttle.clear(accountRule(input.username).key);
      // Said only to whoever knows the password, so it tells a guesser nothing.
      if (user.deactivated_at) throw forbidden(STAFF_MESSAGES.deactivatedAccount);
      const pending = await deps.secondFactor.challengeFor(user.id, input.stay_logged_in);
      if (pending) return { kind: 'mfa', userId: user.id, ...pending } satisfies LoginResult;
      return openSession(user, input.stay_logged_in, client);
    },

    openSession,

    /** Answers alike whether or not the address has an account; the mail goes out in the background. */
    async forgetPassword(input: z.output<typeof forgetPasswordRequestSchema>, client: ClientInfo) {
      await throttle.attempt(
        { key: `reset:account:${input.email}`, limit: config.RESET_MAX_REQUESTS_PER_HOUR, windowMinutes: 60 },
        {
          key: `reset:address:${client.ip}`,
          limit: config.RESET_MAX_REQUESTS_PER_HOUR * 4,
          windowMinutes: 60,
        },
      );
      // Looking the account up, making the link and mailing it all happen after the answer, so its timing
      // says nothing about whether the address has an account.
      const sending = sendResetLink(input.email)
        .catch((err) => deps.log.error({ err }, 'reset mail could not be sent'))
        .finally(() => pendingMail.delete(sending));
      pendingMail.add(sending);
      return MESSAGES.resetLinkSent;
    },

    async changePasswordWithLink(input: z.output<typeof changePasswordWithLinkRequestSchema>) {
      const now = clock.now();
      const userId = await resetTokens.consume(input.q, now);
      const user = userId === undefined ? undefined : await users.findById(userId);
      if (!user || user.deactivated_at) throw badRequest(MESSAGES.resetLinkInvalid);
      // Whoever holds the e-mailed link has proven the address, so the account counts as verified.
      await setNewPassword(user, input.password, now);
      return user;
    },

    async resetPassword(
      current: SessionUser,
      input: z.output<typeof resetPasswordRequestSchema>,
      client: ClientInfo,
    ) {
      await checkOwnPassword(current.user, input.password);
      return replacePassword(current, input.new_password, client);
    },

    async changeTemporaryPassword(
      current: SessionUser,
      input: z.output<typeof changeTemporaryPasswordRequestSchema>,
      client: ClientInfo,
    ) {
      if (current.user.is_verified) throw badRequest(MESSAGES.passwordAlreadySet);
      if (await verifyPassword(current.user.password_hash, input.password)) {
        throw badRequest(MESSAGES.newPasswordSameAsOld);
      }
      return replacePassword(current, input.password, client);
    },

    validatePassword: (current: SessionUser, password: string) => checkOwnPassword(current.user, password),

    async logout(current: SessionUser) {
      await sessions.revoke(current.session.id, clock.now());
    },

    /** Lets in-flight mail finish before the server closes. */
    async drain() {
      await Promise.allSettled([...pendingMail]);
    },
  };
}
