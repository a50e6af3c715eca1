import { http } from 'msw';
import {
  API,
  DELIVERY_MESSAGES,
  DELIVERY_ROLES,
  assignmentOptionsQuerySchema,
  assignmentOptionsResponseSchema,
  detailAssignmentRequestSchema,
  newBatchDetailsResponseSchema,
  shareEmailRequestSchema,
  shareEmailResponseSchema,
  suggestionQuerySchema,
  suggestionResponseSchema,
  updateAssignmentOptionsResponseSchema,
  updateBatchDetailsResponseSchema,
  updateDetailAssignmentsRequestSchema,
} from '@ops/contracts';
import { requireDelivery } from '../data/delivery-creation';
import {
  listAssignmentOptions,
  listUpdateOptions,
  newBatchDetails,
  updateBatchDetails,
} from '../data/delivery-creation-batch';
import { checkShareEmails, suggestEmails } from '../data/delivery-creation-share';
import type { DemoState } from '../data/demo-state';
import { readSmallBody } from './form-bodies';
import { forRoles, parseOr400, pathId, readQuery, reply } from './respond';

const paths = API.deliveries;
const ready = { success: true as const, message: DELIVERY_MESSAGES.assignmentOptionsReady };

/** Step 1 of New Delivery and Update Delivery (options, batch details), the share check and suggestions. */
export function deliveryOptionsHandlers(state: DemoState) {
  return [
    http.get(
      paths.assignmentOptions,
      forRoles(DELIVERY_ROLES, ({ request }) => {
        const query = readQuery(request, assignmentOptionsQuerySchema);
        return reply(assignmentOptionsResponseSchema, {
          ...ready,
          data: listAssignmentOptions(state.creation, query),
        });
      }),
    ),

    http.get(
      paths.updateAssignmentOptions(':id'),
      forRoles(DELIVERY_ROLES, (call) => {
        const delivery = requireDelivery(state.deliveries, String(pathId(call)));
        return reply(updateAssignmentOptionsResponseSchema, {
          ...ready,
          data: listUpdateOptions(state.creation, delivery),
        });
      }),
    ),

    http.post(
      paths.detailAssignment,
      forRoles(DELIVERY_ROLES, async ({ request }) => {
        const body = await readSmallBody(request, ['assignment_id']);
        const input = parseOr400(detailAssignmentRequestSchema, body);
        return reply(newBatchDetailsResponseSchema, newBatchDetails(state.creation, state.deliveries, input));
      }),
    ),

    http.post(
      paths.updateDetailAssignments,
      forRoles(DELIVERY_ROLES, async ({ request }) => {
        const body = await readSmallBody(request, ['assignment_id']);
        const input = parseOr400(updateDetailAssignmentsRequestSchema, body);
        const details = updateBatchDetails(state.creation, state.deliveries, input, state.clock());
        return reply(updateBatchDetailsResponseSchema, details);
      }),
    ),

    http.post(
      paths.shareEmail,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const input = parseOr400(shareEmailRequestSchema, await readSmallBody(request, ['emails']));
        return reply(shareEmailResponseSchema, checkShareEmails(state, account, input));
      }),
    ),

    http.get(
      paths.suggestion,
      forRoles(DELIVERY_ROLES, ({ request }) => {
        const query = readQuery(request, suggestionQuerySchema);
        return reply(suggestionResponseSchema, {
          success: true,
          message: DELIVERY_MESSAGES.suggestionsReady,
          data: suggestEmails(state, query),
        });
      }),
    ),
  ];
}
