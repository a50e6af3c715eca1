import type { WebhookEventType } from '@ops/contracts';
import type { Webhooks } from './webhooks.js';

/** Events of one delivery share its ordering key: the workflow tool gets them in the order they happened. */
const deliveryKey = (deliveryId: number) => `delivery:${deliveryId}`;

/**
 * Raises an event about a delivery. Called after the action's transaction has committed: the action stands
 * whatever happens to the event, and the event never names what was rolled back.
 */
export function emitDeliveryEvent(
  webhooks: Webhooks,
  type: WebhookEventType,
  delivery: { id: number; batch_id: string },
  data: Record<string, unknown> = {},
) {
  return webhooks.emit(
    type,
    { delivery_id: delivery.id, batch_id: delivery.batch_id, ...data },
    deliveryKey(delivery.id),
  );
}
