import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  committedWindow,
  DELIVERY_MESSAGES,
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
import { currentUser } from '@/plugins/authentication.js';
import { listAssignmentOptions, listUpdateOptions } from './assignment-options.js';
import { newBatchDetails, updateBatchDetails } from './batch-details.js';
import { FORM_BODY_LIMIT, acceptUrlEncoded, formAsJson } from '@/lib/http-body.js';
import { deliverRoutes } from './deliver-routes.js';
import { requireDelivery } from '../assignments/index.js';
import { checkShareEmailsByRef } from '../sharing/index.js';
import { suggestEmails } from './suggestion.js';
import { onlyFor } from '@/plugins/authentication.js';

/** New Delivery and Update Delivery: assignment options, batch details, share check, suggestions, deliver calls. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth } = app.services;
  const config = onlyFor.deliverers;
  acceptUrlEncoded(app);

  app.get(
    API.deliveries.assignmentOptions,
    {
      config,
      schema: {
        querystring: assignmentOptionsQuerySchema,
        response: { 200: assignmentOptionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: DELIVERY_MESSAGES.assignmentOptionsReady,
      data: await listAssignmentOptions(db, request.query),
    }),
  );

  app.get(
    API.deliveries.updateAssignmentOptions(':id'),
    { config, schema: { params: idParamsSchema, response: { 200: updateAssignmentOptionsResponseSchema } } },
    async (request) => {
      const delivery = await requireDelivery(db, request.params.id);
      const { list, ownIds } = await listUpdateOptions(db, delivery);
      return {
        success: true as const,
        message: DELIVERY_MESSAGES.assignmentOptionsReady,
        data: { list, default_data: { asgn_ids: ownIds, batch_id: delivery.batch_id } },
      };
    },
  );

  // Bodies are JSON or an older client's form (`assignment_id` or `emails` repeated); the route schema
  // validates either.
  app.post(
    API.deliveries.detailAssignment,
    {
      config,
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: formAsJson(['assignment_id']),
      schema: { body: detailAssignmentRequestSchema, response: { 200: newBatchDetailsResponseSchema } },
    },
    async (request) => newBatchDetails(db, request.body),
  );

  app.post(
    API.deliveries.updateDetailAssignments,
    {
      config,
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: formAsJson(['assignment_id']),
      schema: {
        body: updateDetailAssignmentsRequestSchema,
        response: { 200: updateBatchDetailsResponseSchema },
      },
    },
    async (request) =>
      updateBatchDetails(
        db,
        request.body,
        committedWindow(app.services.clock.now(), app.services.config.COMMITTED_WINDOW_DAYS).dates,
      ),
  );

  app.post(
    API.deliveries.shareEmail,
    {
      config,
      preValidation: formAsJson(['emails']),
      schema: { body: shareEmailRequestSchema, response: { 200: shareEmailResponseSchema } },
    },
    async (request) => checkShareEmailsByRef(db, auth.validatePassword, currentUser(request), request.body),
  );

  app.get(
    API.deliveries.suggestion,
    { config, schema: { querystring: suggestionQuerySchema, response: { 200: suggestionResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: DELIVERY_MESSAGES.suggestionsReady,
      data: await suggestEmails(db, request.query),
    }),
  );

  await app.register(deliverRoutes);
};
