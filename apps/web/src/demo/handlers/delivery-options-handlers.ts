import { http } from 'msw';
import {
  API,
  DELIVERY_MESSAGES,
  DELIVERY_ROLES,
  MESSAGES,
  assignmentOptionsQuerySchema,
  assignmentOptionsResponseSchema,
  detailAssignmentRequestSchema,
  idParamsSchema,
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
import { guardedForRoles, parseOr400, readSmallBody } from './delivery-guard-handlers';
import { failure, readQuery, reply } from './respond';

const paths = API.deliveries;

/** Step 1 of New Delivery and Update Delivery (options, batch details), the share check and suggestions. */
export function deliveryOptionsHandlers(state: DemoState) {
  const deliverers = (resolve: Parameters<typeof guardedForRoles>[1]) =>
    guardedForRoles(DELIVERY_ROLES, resolve);
  return [
    http.get(
      paths.assignmentOptions,
      deliverers(({ request }) => {
        const query = readQuery(request, assignmentOptionsQuerySchema);
        if ('refusal' in query) return query.refusal;
        return reply(assignmentOptionsResponseSchema, {
          success: true,
          message: DELIVERY_MESSAGES.assignmentOptionsReady,
          data: listAssignmentOptions(state.creation, query.data),
        });
      }),
    ),

    http.get(
      paths.updateAssignmentOptions(':id'),
      deliverers(({ params }) => {
        const id = idParamsSchema.safeParse(params);
        if (!id.success) return failure(404, MESSAGES.notFound);
        const delivery = requireDelivery(state.deliveries, String(id.data.id));
        return reply(updateAssignmentOptionsResponseSchema, {
          success: true,
          message: DELIVERY_MESSAGES.assignmentOptionsReady,
          data: listUpdateOptions(state.creation, delivery),
        });
      }),
    ),

    http.post(
      paths.detailAssignment,
      deliverers(async ({ request }) => {
        const input = parseOr400(
          detailAssignmentRequestSchema,
          await readSmallBody(request, ['assignment_id']),
        );
        return reply(newBatchDetailsResponseSchema, newBatchDetails(state.creation, state.deliveries, input));
      }),
    ),

    http.post(
      paths.updateDetailAssignments,
      deliverers(async ({ request }) => {
        const input = parseOr400(
          updateDetailAssignmentsRequestSchema,
          await readSmallBody(request, ['assignment_id']),
        );
        return reply(
          updateBatchDetailsResponseSchema,
          updateBatchDetails(state.creation, state.deliveries, input, Date.now()),
        );
      }),
    ),

    http.post(
      paths.shareEmail,
      deliverers(async ({ request }, account) => {
        const input = parseOr400(shareEmailRequestSchema, await readSmallBody(request, ['emails']));
        return reply(shareEmailResponseSchema, checkShareEmails(state, account, input));
      }),
    ),

    http.get(
      paths.suggestion,
      deliverers(({ request }) => {
        const query = readQuery(request, suggestionQuerySchema);
        if ('refusal' in query) return query.refusal;
        return reply(suggestionResponseSchema, {
          success: true,
          message: DELIVERY_MESSAGES.suggestionsReady,
          data: suggestEmails(state, query.data),
        });
      }),
    ),
  ];
}
