import { http } from 'msw';
import {
  API,
  MESSAGES,
  MFA_MESSAGES,
  STAFF_ADMIN_ROLES,
  addPasskeyRequestSchema,
  idParamsSchema,
  loginMfaRequestSchema,
  loginPasskeyOptionsRequestSchema,
  loginPasskeyRequestSchema,
  messageResponseSchema,
  mfaPasswordRequestSchema,
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
import { failure, forRoles, readBody, reply, withAccount } from './respond';

const DEMO_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const DEMO_CODES = Array.from({ length: 10 }, (_, i) => `demo${i}-c0de${i}`);

/**
 * The second factor over the session's accounts: an authenticator app can be set up and turned off (any six
 * digits confirm it, since the demo holds no real secret), and demo sign-ins never ask for a code. Passkeys
 * are not offered: the browser's prompt needs the real server's challenge.
 */
export function mfaHandlers(state: DemoState) {
  const { accounts } = state;
  const withTotp = new Set<number>();
  const policy = { required: false };
  const status = (account: Profile) =>
    reply(mfaStatusResponseSchema, {
      success: true,
      data: {
        totp: withTotp.has(account.id),
        passkeys: [],
        recovery_codes_left: withTotp.has(account.id) ? DEMO_CODES.length : 0,
        required: policy.required,
      },
    });
  const codes = () => reply(recoveryCodesResponseSchema, { success: true, recovery_codes: DEMO_CODES });

  return [
    http.post(API.auth.loginMfa, async ({ request }) => {
      const body = await readBody(request, loginMfaRequestSchema);
      if ('refusal' in body) return body.refusal;
      return failure(401, MFA_MESSAGES.mfaTokenExpired);
    }),

    http.post(API.auth.loginPasskeyOptions, async ({ request }) => {
      const body = await readBody(request, loginPasskeyOptionsRequestSchema);
      if ('refusal' in body) return body.refusal;
      return failure(401, MFA_MESSAGES.mfaTokenExpired);
    }),

    http.post(API.auth.loginPasskey, async ({ request }) => {
      const body = await readBody(request, loginPasskeyRequestSchema);
      if ('refusal' in body) return body.refusal;
      return failure(401, MFA_MESSAGES.mfaTokenExpired);
    }),

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
        const body = await readBody(request, addPasskeyRequestSchema);
        if ('refusal' in body) return body.refusal;
        return failure(400, MFA_MESSAGES.passkeyRefused);
      }),
    ),

    http.post(
      API.mfa.removePasskey(':id'),
      withAccount(async ({ request, params }) => {
        const body = await readBody(request, mfaPasswordRequestSchema);
        if ('refusal' in body) return body.refusal;
        if (!idParamsSchema.safeParse(params).success) return failure(404, MESSAGES.notFound);
        return failure(404, MFA_MESSAGES.passkeyNotFound);
      }),
    ),

    http.get(
      API.mfa.status,
      withAccount((_call, account) => status(account)),
    ),

    http.post(
      API.mfa.totp,
      withAccount((_call, account) => {
        if (withTotp.has(account.id)) return failure(409, MFA_MESSAGES.totpAlreadyOn);
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
        const body = await readBody(request, totpConfirmRequestSchema);
        if ('refusal' in body) return body.refusal;
        withTotp.add(account.id);
        return codes();
      }),
    ),

    http.post(
      API.mfa.totpDisable,
      withAccount(async ({ request }, account) => {
        const body = await readBody(request, mfaPasswordRequestSchema);
        if ('refusal' in body) return body.refusal;
        if (!passwordMatches(accounts, account, body.data.password)) {
          return failure(400, MESSAGES.incorrectPassword);
        }
        if (!withTotp.delete(account.id)) return failure(400, MFA_MESSAGES.noSecondFactor);
        return reply(messageResponseSchema, { success: true, message: MFA_MESSAGES.totpTurnedOff });
      }),
    ),

    http.post(
      API.mfa.recoveryCodes,
      withAccount(async ({ request }, account) => {
        const body = await readBody(request, mfaPasswordRequestSchema);
        if ('refusal' in body) return body.refusal;
        if (!passwordMatches(accounts, account, body.data.password)) {
          return failure(400, MESSAGES.incorrectPassword);
        }
        if (!withTotp.has(account.id)) return failure(400, MFA_MESSAGES.noSecondFactor);
        return codes();
      }),
    ),

    http.get(
      API.mfa.policy,
      forRoles(STAFF_ADMIN_ROLES, () => reply(mfaPolicyResponseSchema, { success: true, data: policy })),
    ),

    http.put(
      API.mfa.policy,
      forRoles(STAFF_ADMIN_ROLES, async ({ request }) => {
        const body = await readBody(request, mfaPolicySchema);
        if ('refusal' in body) return body.refusal;
        policy.required = body.data.required;
        return reply(mfaPolicyResponseSchema, { success: true, data: policy });
      }),
    ),

    http.post(
      API.mfa.resetStaff(':id'),
      forRoles(STAFF_ADMIN_ROLES, ({ params }) => {
        withTotp.delete(Number(params.id));
        return reply(messageResponseSchema, { success: true, message: MFA_MESSAGES.factorsReset });
      }),
    ),
  ];
}
