import { http } from 'msw';
import {
  API,
  MESSAGES,
  MFA_MESSAGES,
  RECOVERY_CODE_COUNT,
  STAFF_ADMIN_ROLES,
  addPasskeyRequestSchema,
  loginMfaRequestSchema,
  loginPasskeyOptionsRequestSchema,
  loginPasskeyRequestSchema,
  messageResponseSchema,
  mfaPasswordRequestSchema,
  mfaPolicyRefusal,
  mfaPolicyResponseSchema,
  mfaPolicySchema,
  mfaStatusResponseSchema,
  webauthnOptionsResponseSchema,
  recoveryCodesResponseSchema,
  totpBeginResponseSchema,
  totpConfirmRequestSchema,
} from '@ops/contracts';
import type { Profile } from '@ops/contracts';
import { passwordMatches } from '../data/accounts';
import type { DemoState } from '../data/demo-state';
import { refuse, throwRefusal } from '../data/refusal';
import { failure, forRoles, open, pathId, readBody, reply, withAccount } from './respond';
import type { CallInfo } from './respond';

const DEMO_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const DEMO_CODES = Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) => `demo${i}-c0de${i}`);

/**
 * The second factor over the session's accounts: an authenticator app can be set up and turned off (any six
 * digits confirm it, since the demo holds no real secret), and demo sign-ins never ask for a code. Passkeys
 * are not offered: the browser's prompt needs the real server's challenge.
 */
export function mfaHandlers(state: DemoState) {
  const withTotp = new Set<number>();
  /** Accounts that asked for a secret and have not confirmed it yet (the server's unconfirmed secret). */
  const started = new Set<number>();
  const policy = { required: false };
  const codes = () => reply(recoveryCodesResponseSchema, { success: true, recovery_codes: DEMO_CODES });
  /** The caller's password in the body, as the server checks it before a change of the second factor. */
  const checkPassword = async ({ request }: CallInfo, account: Profile) => {
    const body = await readBody(request, mfaPasswordRequestSchema);
    if (!passwordMatches(state.accounts, account, body.password)) refuse(400, MESSAGES.incorrectPassword);
  };

  // No demo sign-in reaches a second step, so every second step has expired.
  const secondSteps = [
    [API.auth.loginMfa, loginMfaRequestSchema],
    [API.auth.loginPasskeyOptions, loginPasskeyOptionsRequestSchema],
    [API.auth.loginPasskey, loginPasskeyRequestSchema],
  ] as const;

  return [
    ...secondSteps.map(([path, schema]) =>
      http.post(
        path,
        open(async ({ request }) => {
          await readBody(request, schema);
          return failure(401, MFA_MESSAGES.mfaTokenExpired);
        }),
      ),
    ),

    http.post(
      API.mfa.passkeyOptions,
      withAccount(() =>
        reply(webauthnOptionsResponseSchema, {
          success: true,
          options: { challenge: 'demo', rp: { name: 'Operations Console' }, pubKeyCredParams: [] },
        }),
      ),
    ),

    http.post(
      API.mfa.passkeys,
      withAccount(async ({ request }) => {
        await readBody(request, addPasskeyRequestSchema);
        return failure(400, MFA_MESSAGES.passkeyRefused);
      }),
    ),

    http.post(
      API.mfa.removePasskey(':id'),
      withAccount(async (call, account) => {
        // As the server: the path's id first (a route's params are read before its body), then the password,
        // then the passkey.
        pathId(call);
        await checkPassword(call, account);
        return failure(404, MFA_MESSAGES.passkeyNotFound);
      }),
    ),

    http.get(
      API.mfa.status,
      withAccount((_call, account) =>
        reply(mfaStatusResponseSchema, {
          success: true,
          data: {
            totp: withTotp.has(account.id),
            passkeys: [],
            recovery_codes_left: withTotp.has(account.id) ? DEMO_CODES.length : 0,
            required: policy.required,
          },
        }),
      ),
    ),

    http.post(
      API.mfa.totp,
      withAccount((_call, account) => {
        if (withTotp.has(account.id)) return failure(409, MFA_MESSAGES.totpAlreadyOn);
        started.add(account.id);
        return reply(totpBeginResponseSchema, {
          success: true,
          secret: DEMO_SECRET,
          otpauth_url: `otpauth://totp/Operations%20Console:${encodeURIComponent(account.email)}?issuer=Operations%20Console&secret=${DEMO_SECRET}&algorithm=SHA1&digits=6&period=30`,
        });
      }),
    ),

    http.post(
      API.mfa.totpConfirm,
      withAccount(async ({ request }, account) => {
        await readBody(request, totpConfirmRequestSchema);
        if (withTotp.has(account.id)) return failure(409, MFA_MESSAGES.totpAlreadyOn);
        if (!started.delete(account.id)) return failure(400, MFA_MESSAGES.totpNotStarted);
        withTotp.add(account.id);
        return codes();
      }),
    ),

    http.post(
      API.mfa.totpDisable,
      withAccount(async (call, account) => {
        await checkPassword(call, account);
        if (!withTotp.delete(account.id)) return failure(400, MFA_MESSAGES.noSecondFactor);
        return reply(messageResponseSchema, { success: true, message: MFA_MESSAGES.totpTurnedOff });
      }),
    ),

    http.post(
      API.mfa.recoveryCodes,
      withAccount(async (call, account) => {
        await checkPassword(call, account);
        return withTotp.has(account.id) ? codes() : failure(400, MFA_MESSAGES.noSecondFactor);
      }),
    ),

    http.get(
      API.mfa.policy,
      forRoles(STAFF_ADMIN_ROLES, () => reply(mfaPolicyResponseSchema, { success: true, data: policy })),
    ),

    http.put(
      API.mfa.policy,
      forRoles(STAFF_ADMIN_ROLES, async ({ request }, admin) => {
        const { required } = await readBody(request, mfaPolicySchema);
        throwRefusal(mfaPolicyRefusal(required, withTotp.has(admin.id)));
        policy.required = required;
        return reply(mfaPolicyResponseSchema, { success: true, data: policy });
      }),
    ),

    http.post(
      API.mfa.resetStaff(':id'),
      forRoles(STAFF_ADMIN_ROLES, (call) => {
        const id = pathId(call);
        if (!state.staff.some((m) => m.id === id)) return failure(404, MFA_MESSAGES.staffNotFound);
        withTotp.delete(id);
        started.delete(id);
        return reply(messageResponseSchema, { success: true, message: MFA_MESSAGES.factorsReset });
      }),
    ),
  ];
}
