import { http } from 'msw';
import {
  API,
  changePasswordWithLinkRequestSchema,
  changeTemporaryPasswordRequestSchema,
  changeTemporaryPasswordResponseSchema,
  csrfResponseSchema,
  forgetPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  MESSAGES,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  validatePasswordRequestSchema,
  STAFF_MESSAGES,
} from '@ops/contracts';
import type { Profile } from '@ops/contracts';
import { passwordMatches, sessionAccountByEmail, sessionProfile, tokenOf } from '../data/accounts';
import { recordAudit } from '../data/audit-events';
import type { DemoState } from '../data/demo-state';
import { failure, open, readBody, reply, withAccount } from './respond';

const CSRF_TOKEN = 'demo-csrf-token';

/**
 * Sign-in and passwords over the session's accounts: a changed password holds until the page reloads. The
 * demo sends no mail, so a reset request answers as the server does and no reset link ever exists.
 */
export function authHandlers(state: DemoState) {
  const { accounts } = state;
  const isPassword = (account: Profile, password: string) => passwordMatches(accounts, account, password);
  // As the server's setNewPassword: whoever sets a password of their own has a verified account.
  const setPassword = (account: Profile, password: string) => {
    accounts.passwords.set(account.id, password);
    accounts.profiles.set(account.id, { ...sessionProfile(accounts, account), is_verified: true });
  };

  return [
    http.get(API.auth.csrf, () => reply(csrfResponseSchema, { success: true, csrf_token: CSRF_TOKEN })),

    http.post(
      API.auth.login,
      open(async ({ request }) => {
        const body = await readBody(request, loginRequestSchema);
        const account = sessionAccountByEmail(accounts, body.username);
        // On the trail as the server writes a refusal: the account when the address is one, and why.
        const refused = (status: number, message: string, reason: string) => {
          recordAudit(state, account ?? null, { action: 'auth.login.failed', details: { reason } });
          return failure(status, message);
        };
        if (!account) return refused(401, MESSAGES.incorrectPassword, 'unknown address');
        if (!isPassword(account, body.password))
          return refused(401, MESSAGES.incorrectPassword, 'incorrect password');
        // Said only to whoever knows the password, as the server does, once the Staff page deactivated them.
        if (state.staff.some((m) => m.id === account.id && m.status === 'deactivated'))
          return refused(403, STAFF_MESSAGES.deactivatedAccount, 'deactivated');
        recordAudit(state, account, { action: 'auth.login.succeeded' });
        return reply(loginResponseSchema, {
          success: true,
          message: MESSAGES.successfullyLoggedIn,
          token: { access_token: tokenOf(account) },
          is_verified: account.is_verified,
          user_type: account.user_type,
        });
      }),
    ),

    http.post(
      API.auth.forgetPassword,
      open(async ({ request }) => {
        await readBody(request, forgetPasswordRequestSchema);
        return reply(messageResponseSchema, { success: true, message: MESSAGES.resetLinkSent });
      }),
    ),

    http.post(
      API.auth.changePasswordWithLink,
      open(async ({ request }) => {
        await readBody(request, changePasswordWithLinkRequestSchema);
        return failure(400, MESSAGES.resetLinkInvalid);
      }),
    ),

    // The profile's Change Password: the current password, then a new one.
    http.post(
      API.auth.resetPassword,
      withAccount(async ({ request }, account) => {
        const body = await readBody(request, resetPasswordRequestSchema);
        if (!isPassword(account, body.password)) return failure(400, MESSAGES.incorrectPassword);
        setPassword(account, body.new_password);
        return reply(resetPasswordResponseSchema, {
          success: true,
          message: MESSAGES.passwordUpdated,
          token: { access_token: tokenOf(account) },
        });
      }),
    ),

    // The forced 'Update Your Password' modal of an account still on its temporary password.
    http.post(
      API.ops.changePassword,
      withAccount(async ({ request }, account) => {
        const body = await readBody(request, changeTemporaryPasswordRequestSchema);
        if (sessionProfile(accounts, account).is_verified) return failure(400, MESSAGES.passwordAlreadySet);
        if (isPassword(account, body.password)) return failure(400, MESSAGES.newPasswordSameAsOld);
        setPassword(account, body.password);
        return reply(changeTemporaryPasswordResponseSchema, {
          success: true,
          message: MESSAGES.passwordUpdated,
          token: { access_token: tokenOf(account) },
          is_verified: true,
        });
      }),
    ),

    // The share warning's password check.
    http.post(
      API.auth.validatePassword,
      withAccount(async ({ request }, account) => {
        const body = await readBody(request, validatePasswordRequestSchema);
        if (!isPassword(account, body.password)) return failure(400, MESSAGES.incorrectPassword);
        return reply(messageResponseSchema, { success: true, message: MESSAGES.passwordValid });
      }),
    ),

    http.get(
      API.auth.logout,
      withAccount(() => reply(logoutResponseSchema, { success: true })),
    ),
  ];
}
