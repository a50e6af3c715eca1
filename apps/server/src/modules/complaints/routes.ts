import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  complaintAnswerRequestSchema,
  complaintListResponseSchema,
  complaintResolveRequestSchema,
  complaintResponseSchema,
  idParamsSchema,
} from '@ops/contracts';
import { currentUser, onlyFor } from '@/plugins/authentication.js';
import { requestOrigin } from '../access-log/index.js';
import { assertDeliveryExists } from '../assignments/index.js';
import { staffName } from '../users/index.js';
import { complaintsOfDelivery, presentComplaint } from './complaint-store.js';
import { replyToComplaint } from './complaint-service.js';

/** Staff read a delivery's complaints; those who deliver answer and resolve them (decision 0040). */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    API.assignments.complaints(':id'),
    { schema: { params: idParamsSchema, response: { 200: complaintListResponseSchema } } },
    async (request) => {
      await assertDeliveryExists(db, request.params.id);
      const rows = await complaintsOfDelivery(db, request.params.id);
      return { success: true as const, message: '', data: rows.map(presentComplaint) };
    },
  );

  const reply = (request: FastifyRequest, id: number, kind: 'answer' | 'resolution', text: string) =>
    replyToComplaint(
      app.services,
      staffName(currentUser(request).user),
      requestOrigin(request, app.services.locator),
      id,
      { kind, text },
    );
  const route = {
    config: onlyFor.deliverers,
    params: idParamsSchema,
    response: { 200: complaintResponseSchema },
  };
  app.post(
    API.assignments.answerComplaint(':id'),
    {
      config: route.config,
      schema: { params: route.params, body: complaintAnswerRequestSchema, response: route.response },
    },
    async (request) => reply(request, request.params.id, 'answer', request.body.answer),
  );
  app.post(
    API.assignments.resolveComplaint(':id'),
    {
      config: route.config,
      schema: { params: route.params, body: complaintResolveRequestSchema, response: route.response },
    },
    async (request) => reply(request, request.params.id, 'resolution', request.body.resolution),
  );
};
