import { z } from 'zod';
import { consoleTexts } from '../i18n/console-texts.js';

/** Paths for operators and their tools, outside the API's own prefixes. */
export const SYSTEM_PATHS = {
  /** The process is up and answering. */
  healthz: '/healthz',
  /** The database and the file store are reachable, and no shutdown has begun (503 otherwise). */
  readyz: '/readyz',
  /** Prometheus figures (METRICS_TOKEN; off in production without one). */
  metrics: '/metrics',
  /** The interactive API description; its OpenAPI document is at /docs/json. */
  docs: '/docs',
} as const;

export const SYSTEM_MESSAGES = /* @__PURE__ */ consoleTexts('systemMessages', {
  metricsToken: 'The metrics need their token.',
});

/** The header that carries a request's id, in and out; the same id is on the request's log lines. */
export const REQUEST_ID_HEADER = 'x-request-id';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

const checkSchema = z.enum(['ok', 'failed']);
export const readinessResponseSchema = z.object({
  /** `shutting_down`: SIGTERM received; the instance still serves while the balancer drains it. */
  status: z.enum(['ok', 'unavailable', 'shutting_down']),
  checks: z.object({ database: checkSchema, storage: checkSchema }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
