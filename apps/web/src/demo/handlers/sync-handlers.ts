import { delay, http } from 'msw';
import {
  API,
  DELIVERY_ROLES,
  ASSIGNMENT_TEXTS,
  messageResponseSchema,
  MESSAGES,
  SYNC_MESSAGES,
  syncDeliveryRequestSchema,
} from '@ops/contracts';
import { inScope } from '../data/delivery-lists';
import type { DemoState } from '../data/demo-state';
import { failure, forRoles, readBody, reply } from './respond';

/** Long enough for the spec's sync loader to be seen. */
const SYNC_MS = 600;

/**
 * Sync with the tracking sheet. The demo's sheet has a row for every delivery, with an invoice code for
 * each: a sync fills a delivery's missing one, as the server saves the sheet's columns onto the delivery.
 */
export function syncHandlers(state: DemoState) {
  return [
    http.post(
      API.assignments.sync,
      forRoles(DELIVERY_ROLES, async ({ request }) => {
        const { delivery_id } = await readBody(request, syncDeliveryRequestSchema);
        const delivery = state.deliveries.find((d) => d.id === delivery_id);
        if (!delivery) return failure(404, MESSAGES.notFound);
        if (!inScope(state.deliveries, 'live', state.now).includes(delivery))
          return failure(409, ASSIGNMENT_TEXTS.archivedReadOnly);
        await delay(SYNC_MS);
        delivery.invoice_code ??= `INV-${delivery.id}`;
        return reply(messageResponseSchema, { success: true, message: SYNC_MESSAGES.synced });
      }),
    ),
  ];
}
