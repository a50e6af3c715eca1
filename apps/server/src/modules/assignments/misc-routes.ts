import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  commentListResponseSchema,
  commentPostSchema,
  idParamsSchema,
  messageResponseSchema,
  SYNC_MESSAGES,
  syncDeliveryRequestSchema,
} from '@ops/contracts';
import { comments } from '@/db/delivery-schema.js';
import { syncDelivery } from './sync-delivery.js';
import { trackerSettings } from './tracker-sheet.js';
import { assertDeliveryExists, assertLiveDelivery, listComments } from './delivery-lookups.js';
import { presentComment } from './presenter.js';
import { currentUser } from '@/plugins/authentication.js';
import { staffName } from '../users/index.js';
import { onlyFor } from '@/plugins/authentication.js';

export const miscRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.services;

  app.get(
    API.assignments.comments(':id'),
    { schema: { params: idParamsSchema, response: { 200: commentListResponseSchema } } },
    async (request) => {
      await assertDeliveryExists(db, request.params.id);
      return {
        success: true as const,
        data: (await listComments(db, request.params.id)).map(presentComment),
      };
    },
  );

  // Staff comments are 'send' comments; the text is stored as given and rendered as text, never as HTML.
  app.post(
    API.assignments.postComment,
    {
      config: onlyFor.deliverers,
      schema: { body: commentPostSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { user } = currentUser(request);
      await assertLiveDelivery(db, request.body.delivery_id, app.services);
      await db.insert(comments).values({
        delivery_id: request.body.delivery_id,
        type: 'send',
        user_name: staffName(user),
        message: {
          filename: request.body.filename,
          chat: request.body.message,
          service: '',
          output: '',
          comments: '',
        },
        created_at: clock.now(),
      });
      return { success: true, message: 'Comment added.' };
    },
  );

  app.post(
    API.assignments.sync,
    {
      config: onlyFor.deliverers,
      schema: { body: syncDeliveryRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await assertLiveDelivery(db, request.body.delivery_id, app.services);
      await syncDelivery(db, request.body.delivery_id, trackerSettings(config));
      return { success: true, message: SYNC_MESSAGES.synced };
    },
  );
};
