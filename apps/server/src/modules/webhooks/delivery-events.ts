import type { WebhookEventType } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import type { StagedEvent } from './dispatcher.js';
import type { Webhooks } from './webhooks.js';

/** Events of one delivery share its ordering key: the workflow tool gets them in the order they happened. */
const deliveryKey = (deliveryId: number) => `delivery:${deliveryId}`;

/**
 * Stores an event about a delivery in the action's transaction `tx` (the outbox: the event commits with the
 * action, never without it, and never names what was rolled back). Hand what it answers to
 * `webhooks.release` after the commit.
 */
export function stageDeliveryEvent(
  webhooks: Webhooks,
  tx: Db,
  type: WebhookEventType,
  delivery: { id: number; batch_id: string },
  data: Record<string, unknown> = {},
): Promise<StagedEvent> {
  return webhooks.stage(
    tx,
    type,
    { delivery_id: delivery.id, batch_id: delivery.batch_id, ...data },
    deliveryKey(delivery.id),
  );
}

export type { StagedEvent };
