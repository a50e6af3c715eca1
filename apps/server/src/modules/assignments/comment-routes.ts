import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  MESSAGES,
  commentListResponseSchema,
  commentPostSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@ops/contracts';
import { comments, deliveries } from '../../db/delivery-schema.js';
import { notFound } from '../../lib/app-error.js';
import { currentUser } from '../../plugins/authentication.js';

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.services;
  const assertDelivery = async (id: number) => {
    if ((await db.$count(deliveries, eq(deliveries.id, id))) === 0) throw notFound(MESSAGES.notFound);
  };

  app.get(
    API.assignments.comments(':id'),
    { schema: { params: idParamsSchema, response: { 200: commentListResponseSchema } } },
    async (request) => {
      await assertDelivery(request.params.id);
      const rows = await db
        .select()
        .from(comments)
        .where(eq(comments.delivery_id, request.params.id))
        .orderBy(asc(comments.created_at), asc(comments.id));
      return {
        success: true as const,
        data: rows.map((c) => ({
          id: c.id,
          type: c.type,
          user: c.user_name,
          datetime: c.created_at.toISOString(),
          message: c.message,
          feedback: c.feedback,
        })),
      };
    },
  );

  // Staff comments are 'send' comments; the text is stored as given and rendered as text, never as HTML.
  app.post(
    API.assignments.postComment,
    { schema: { body: commentPostSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { user } = currentUser(request);
      await assertDelivery(request.body.delivery_id);
      await db.insert(comments).values({
        delivery_id: request.body.delivery_id,
        type: 'send',
        user_name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
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
};
