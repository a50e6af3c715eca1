import { http, HttpResponse } from 'msw';
import {
  API,
  SSO_ERROR_PARAM,
  SSO_MESSAGES,
  ssoExchangeRequestSchema,
  ssoStartRequestSchema,
  ssoStatusResponseSchema,
} from '@ops/contracts';
import { failure, readBody, reply } from './respond';

/** Single sign-on is off in the demo: the login page shows the password form only, as a server without OIDC_ISSUER. */
export function ssoHandlers() {
  return [
    http.get(API.sso.status, () =>
      reply(ssoStatusResponseSchema, {
        success: true,
        enabled: false,
        display_name: null,
        password_login: true,
      }),
    ),
    http.post(API.sso.start, async ({ request }) => {
      const body = await readBody(request, ssoStartRequestSchema);
      if ('refusal' in body) return body.refusal;
      return failure(404, SSO_MESSAGES.errors.not_configured);
    }),
    http.get(API.sso.callback, () => HttpResponse.redirect(`/?${SSO_ERROR_PARAM}=not_configured`, 303)),
    http.post(API.sso.exchange, async ({ request }) => {
      const body = await readBody(request, ssoExchangeRequestSchema);
      if ('refusal' in body) return body.refusal;
      return failure(400, SSO_MESSAGES.errors.used_or_expired);
    }),
  ];
}
