import { http, HttpResponse } from 'msw';
import {
  API,
  SSO_ERROR_PARAM,
  SSO_MESSAGES,
  ssoExchangeRequestSchema,
  ssoStartRequestSchema,
  ssoStatusResponseSchema,
} from '@ops/contracts';
import { failure, open, readBody, reply } from './respond';

/** Single sign-on is off in the demo: the login page shows the password form only, as a server without OIDC_ISSUER. */
export function ssoHandlers() {
  const status = { success: true as const, enabled: false, display_name: null, password_login: true };
  return [
    http.get(API.sso.status, () => reply(ssoStatusResponseSchema, status)),
    http.post(
      API.sso.start,
      open(async ({ request }) => {
        await readBody(request, ssoStartRequestSchema);
        return failure(404, SSO_MESSAGES.errors.not_configured);
      }),
    ),
    http.get(API.sso.callback, () => HttpResponse.redirect(`/?${SSO_ERROR_PARAM}=not_configured`, 303)),
    http.post(
      API.sso.exchange,
      open(async ({ request }) => {
        await readBody(request, ssoExchangeRequestSchema);
        return failure(400, SSO_MESSAGES.errors.used_or_expired);
      }),
    ),
  ];
}
