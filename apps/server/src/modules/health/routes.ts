import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SYSTEM_PATHS, healthResponseSchema, readinessResponseSchema } from '@ops/contracts';
import { isDraining } from '@/lib/graceful-shutdown.js';

/** A check that does not answer within this time counts as failed: a probe must not hang. */
const CHECK_TIMEOUT_MS = 3000;

async function passes(check: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok' as const;
  } catch {
    return 'failed' as const;
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and readiness for load balancers and orchestrators; no session needed, nothing logged per call. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.services;
  const config = { public: true };

  app.get(
    SYSTEM_PATHS.healthz,
    { config, logLevel: 'warn', schema: { response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    SYSTEM_PATHS.readyz,
    {
      config,
      logLevel: 'warn',
      schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } },
    },
    async (_request, reply) => {
      const [database, files] = await Promise.all([
        passes(() => db.execute(sql`select 1`)),
        passes(() => storage.ping()),
      ]);
      // Checked after the checks, so a shutdown that began meanwhile is not answered as ready.
      const status = isDraining(app.server)
        ? 'shutting_down'
        : database === 'ok' && files === 'ok'
          ? 'ok'
          : 'unavailable';
      return reply
        .code(status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status, checks: { database, storage: files } });
    },
  );
};
