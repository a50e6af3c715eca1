import { http } from 'msw';
import {
  API,
  csrfResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  MESSAGES,
} from '@ops/contracts';
import { accountByEmail, DEMO_PASSWORD, demoToken } from '../data/accounts';
import { failure, readBody, reply, withAccount } from './respond';

const CSRF_TOKEN = 'demo-csrf-token';

export const authHandlers = [
  http.get(API.auth.csrf, () => reply(csrfResponseSchema, { success: true, csrf_token: CSRF_TOKEN })),

  http.post(API.auth.login, async ({ request }) => {
    const body = await readBody(request, loginRequestSchema);
    if ('refusal' in body) return body.refusal;
    const account = accountByEmail(body.data.username);
    if (!account || body.data.password !== DEMO_PASSWORD) return failure(401, MESSAGES.incorrectPassword);
    return reply(loginResponseSchema, {
      success: true,
      message: MESSAGES.successfullyLoggedIn,
      token: { access_token: demoToken(account.user_type) },
      is_verified: account.is_verified,
      user_type: account.user_type,
    });
  }),

  http.get(
    API.auth.logout,
    withAccount(() => reply(logoutResponseSchema, { success: true })),
  ),
];
