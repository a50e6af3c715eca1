/**
 * The meta tag in which the server writes the single sign-on status (`ssoStatusResponseSchema`'s answer, as
 * JSON) into the page it serves (decision 0034): the login page reads it there instead of calling
 * API.sso.status. A page served without it (the demo build, Vite's dev server) calls as before.
 */
export const SSO_STATUS_META = 'ops-sso-status';
