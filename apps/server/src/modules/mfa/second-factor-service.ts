import { MFA_MESSAGES, type MfaMethod } from '@ops/contracts';
import type { Config } from '@/config.js';
import type { Db } from '@/db/client.js';
import { AppError, badRequest, conflict, notFound, unauthorized } from '@/lib/app-error.js';
import type { Clock } from '@/lib/clock.js';
import { createSecretBox } from '@/lib/secret-box.js';
import type { Throttle, ThrottleRule } from '../throttle/index.js';
import type { mfaChallenges } from '@/db/mfa-schema.js';
import { createChallengeRepository } from './challenge-repository.js';
import { createFactorRepository } from './factor-repository.js';
import { createPasskeys } from './passkeys.js';
import { createPolicyRepository } from './policy-repository.js';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHasher } from './recovery-codes.js';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.js';

interface Deps {
  config: Config;
  clock: Clock;
  db: Db;
  signingSecret: string;
  throttle: Throttle;
}

/** How long the mfa_token of a sign-in lives between its password and its code. */
const MFA_TOKEN_MINUTES = 5;

type ChallengeRow = typeof mfaChallenges.$inferSelect;

export type LoginCheck =
  | { ok: true; userId: number; stayLoggedIn: boolean; method: MfaMethod }
  | { ok: false; userId: number | null; error: AppError };

export function createSecondFactorService(deps: Deps) {
  const { config, clock, throttle } = deps;
  const factors = createFactorRepository(deps.db);
  const challenges = createChallengeRepository(deps.db);
  const policy = createPolicyRepository(deps.db);
  const totpBox = createSecretBox(deps.signingSecret, 'totp');
  const hashRecoveryCode = recoveryCodeHasher(deps.signingSecret);
  const passkeys = createPasskeys({ config, clock, factors, challenges });

  /** Codes count against the account like passwords do: five wrong ones lock it for the window. */
  const codeRule = (userId: number): ThrottleRule => ({
    key: `mfa:account:${userId}`,
    limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    windowMinutes: config.THROTTLE_WINDOW_MINUTES,
  });

  async function issueRecoveryCodes(userId: number) {
    const codes = newRecoveryCodes();
    await factors.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
    return codes;
  }

  async function methodsOf(userId: number): Promise<MfaMethod[]> {
    const totp = await factors.findTotp(userId);
    const passkeys = await factors.listPasskeys(userId);
    const methods: MfaMethod[] = [];
    if (totp?.confirmed_at) methods.push('totp');
    if (passkeys.length > 0) methods.push('webauthn');
    if (methods.length > 0 && (await factors.recoveryCodesLeft(userId)) > 0) methods.push('recovery_code');
    return methods;
  }

  /** Throws the refusal the user sees; answers which method the code passed. */
  async function checkCode(userId: number, code: string): Promise<MfaMethod> {
    const now = clock.now();
    if (/^\d{6}$/.test(code)) {
      const totp = await factors.findTotp(userId);
      const step = totp?.confirmed_at ? matchingStep(totpBox.open(totp.secret_sealed), code, now) : undefined;
      if (step === undefined) throw unauthorized(MFA_MESSAGES.wrongCode);
      if (!(await factors.useTotpStep(userId, step))) throw unauthorized(MFA_MESSAGES.codeAlreadyUsed);
      return 'totp';
    }
    if (looksLikeRecoveryCode(code)) {
      const spent = await factors.spendRecoveryCode(userId, hashRecoveryCode(code), now);
      if (spent === 'used') throw unauthorized(MFA_MESSAGES.recoveryCodeUsed);
      if (spent === 'ok') return 'recovery_code';
    }
    throw unauthorized(MFA_MESSAGES.wrongCode);
  }

  /** The second step, whichever way it is passed: throttled per account, the token spent by a pass. */
  async function checkLogin(mfaToken: string, check: (challenge: ChallengeRow) => Promise<MfaMethod>) {
    const challenge = await challenges.findLive(mfaToken, clock.now());
    if (!challenge)
      return { ok: false, userId: null, error: unauthorized(MFA_MESSAGES.mfaTokenExpired) } as const;
    const userId = challenge.user_id;
    try {
      const attempt = await throttle.attempt(codeRule(userId));
      const method = await check(challenge);
      if (!(await challenges.spend(mfaToken, clock.now()))) throw unauthorized(MFA_MESSAGES.mfaTokenExpired);
      await attempt.release();
      await throttle.clear(codeRule(userId).key);
      return { ok: true, userId, stayLoggedIn: challenge.stay_logged_in, method } as const;
    } catch (error) {
      if (error instanceof AppError) return { ok: false, userId, error } as const;
      throw error;
    }
  }

  return {
    factors,
    policy,
    passkeys,

    /** After the right password: the token of the second step, or undefined when the account has no factor. */
    async challengeFor(userId: number, stayLoggedIn: boolean) {
      const methods = await methodsOf(userId);
      if (methods.length === 0) return undefined;
      const expiresAt = new Date(clock.now().getTime() + MFA_TOKEN_MINUTES * 60_000);
      const mfaToken = await challenges.create({ userId, stayLoggedIn, expiresAt });
      return { mfaToken, methods };
    },

    /**
     * True while an OA requires a second factor and this account has none: its session may only enrol.
     * `required` is the policy when the caller read it already (with the session).
     */
    async enrolmentPending(userId: number, required?: boolean) {
      return (required ?? (await policy.isRequired())) && !(await factors.hasFactor(userId));
    },

    /** The second step of a sign-in with a TOTP or recovery code; the token is spent only by a right code. */
    checkLoginCode: (mfaToken: string, code: string): Promise<LoginCheck> =>
      checkLogin(mfaToken, (challenge) => checkCode(challenge.user_id, code)),

    /** The second step with a passkey, against the challenge issued for this mfa_token. */
    checkLoginPasskey: (mfaToken: string, response: { id: string }): Promise<LoginCheck> =>
      checkLogin(mfaToken, async (challenge) => {
        await passkeys.verifyLogin(challenge.user_id, challenge.webauthn_challenge, response);
        return 'webauthn';
      }),

    /** A new passkey; the first factor of an account also gets its ten recovery codes (else none). */
    async addPasskey(userId: number, name: string, response: unknown) {
      await passkeys.register(userId, name, response);
      return (await factors.recoveryCodesLeft(userId)) === 0 ? issueRecoveryCodes(userId) : [];
    },

    async removePasskey(userId: number, id: number) {
      if (!(await factors.removePasskey(userId, id))) throw notFound(MFA_MESSAGES.passkeyNotFound);
      if (!(await factors.hasFactor(userId))) await factors.removeRecoveryCodes(userId);
    },

    async status(userId: number) {
      const totp = await factors.findTotp(userId);
      return {
        totp: !!totp?.confirmed_at,
        passkeys: await factors.listPasskeys(userId),
        recoveryCodesLeft: await factors.recoveryCodesLeft(userId),
        required: await policy.isRequired(),
      };
    },

    async beginTotp(user: { id: number; email: string }) {
      const existing = await factors.findTotp(user.id);
      if (existing?.confirmed_at) throw conflict(MFA_MESSAGES.totpAlreadyOn);
      const secret = newTotpSecret();
      await factors.saveUnconfirmedTotp(user.id, totpBox.seal(secret));
      return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
    },

    /** Turns the app on with its first code; answers the ten recovery codes, shown once. */
    async confirmTotp(userId: number, code: string) {
      const totp = await factors.findTotp(userId);
      if (!totp) throw badRequest(MFA_MESSAGES.totpNotStarted);
      if (totp.confirmed_at) throw conflict(MFA_MESSAGES.totpAlreadyOn);
      const attempt = await throttle.attempt(codeRule(userId));
      const step = matchingStep(totpBox.open(totp.secret_sealed), code, clock.now());
      if (step === undefined) throw badRequest(MFA_MESSAGES.wrongCode);
      await attempt.release();
      await factors.confirmTotp(userId, step, clock.now());
      return issueRecoveryCodes(userId);
    },

    async disableTotp(userId: number) {
      const totp = await factors.findTotp(userId);
      if (!totp?.confirmed_at) throw badRequest(MFA_MESSAGES.noSecondFactor);
      await factors.deleteTotp(userId);
      if (!(await factors.hasFactor(userId))) await factors.removeRecoveryCodes(userId);
    },

    async regenerateRecoveryCodes(userId: number) {
      if (!(await factors.hasFactor(userId))) throw badRequest(MFA_MESSAGES.noSecondFactor);
      return issueRecoveryCodes(userId);
    },

    /** An OA's reset: every factor and recovery code goes; the next sign-in is by password alone. */
    async reset(userId: number) {
      await factors.removeAll(userId);
      await throttle.clear(codeRule(userId).key);
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
