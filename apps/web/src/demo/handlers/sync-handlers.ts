import { http } from 'msw';
import {
  API,
  DELIVERY_ROLES,
  messageResponseSchema,
  MESSAGES,
  SYNC_MESSAGES,
  syncDeliveryRequestSchema,
} from '@ops/contracts';
import { assertLive } from '../data/delivery-lists';
import { refuse } from '../data/refusal';
import type { DemoState } from '../data/demo-state';
import { forRoles, pace, readBody, reply } from './respond';

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
        const delivery = state.deliveries.find((d) => d.id === delivery_id) ?? refuse(404, MESSAGES.notFound);
        assertLive(delivery, state.clock());
        await pace(state, SYNC_MS);
        delivery.invoice_code ??= `INV-${delivery.id}`;
        return reply(messageResponseSchema, { success: true, message: SYNC_MESSAGES.synced });
      }),
    ),
  ];
}
