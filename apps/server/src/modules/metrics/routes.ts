import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, SYSTEM_MESSAGES, SYSTEM_PATHS } from '@ops/contracts';
import { notFound, unauthorized } from '@/lib/app-error.js';
import { bearerToken } from '@/lib/bearer-token.js';

/** Compared as bytes: a token of as many characters but more bytes must be refused, not throw. */
function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Counts every request by its route pattern (never the raw URL, so ids and tokens make no new series) and
 * serves the figures at /metrics behind METRICS_TOKEN (a bearer token); without one /metrics is off (404) in
 * every mode. A plugin without encapsulation, so its hook sees every route.
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance) => {
    const { metrics, config } = app.services;
    app.addHook('onResponse', async (request, reply) => {
      metrics.requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    // Whatever NODE_ENV says (`npm start` sets none): no token, no figures (decision 0019).
    const allowed = (request: FastifyRequest) => {
      if (!config.METRICS_TOKEN) return false;
      const given = bearerToken(request) ?? '';
      if (!sameSecret(given, config.METRICS_TOKEN)) throw unauthorized(SYSTEM_MESSAGES.metricsToken);
      return true;
    };

    app.get(SYSTEM_PATHS.metrics, { logLevel: 'warn' }, async (request, reply) => {
      if (!allowed(request)) throw notFound(MESSAGES.notFound);
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['services'] },
);
