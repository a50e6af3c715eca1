import type { FastifyRequest } from 'fastify';

/**
 * Secrets in URLs never reach the logs: reset links carry theirs in `q`; a single sign-on provider's
 * redirect back carries its authorization `code` and `state` (and OpenID parameters); download grants,
 * signed streaming links and signed part URLs carry theirs as the path segment after their prefix.
 */
export const redactUrl = (url: string) =>
  url
    .replace(/([?&](?:q|token|code|state|session_state|id_token|access_token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/(?:files|zips|download|upload-part)\/)[^/?#]+/gi, '$1[redacted]');

export const loggerOptions = (level: string) => ({
  level,
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
});
