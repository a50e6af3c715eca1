import type { FastifyRequest } from 'fastify';

/** Reset links carry their secret in `q`; it never reaches the logs. */
export const redactUrl = (url: string) => url.replace(/([?&](?:q|token)=)[^&#]*/gi, '$1[redacted]');

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
