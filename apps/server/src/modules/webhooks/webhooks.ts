import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.js';
import type { Db } from '@/db/client.js';
import type { Clock } from '@/lib/clock.js';
import { createSecretBox } from '@/lib/secret-box.js';
import { createWebhookDispatcher } from './dispatcher.js';

/**
 * The webhooks service other modules reach through app.services: `stage` an event in the action's transaction,
 * `release` it once that has committed (delivery-events.ts).
 */
export function createWebhooks(
  infra: { db: Db; clock: Clock; config: Config; signingSecret: string },
  log: FastifyBaseLogger,
) {
  const box = createSecretBox(infra.signingSecret, 'webhook');
  const dispatcher = createWebhookDispatcher({
    db: infra.db,
    clock: infra.clock,
    log,
    box,
    allowPrivate: infra.config.WEBHOOK_ALLOW_PRIVATE,
  });
  return { box, dispatcher, stage: dispatcher.stage, release: dispatcher.release };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
