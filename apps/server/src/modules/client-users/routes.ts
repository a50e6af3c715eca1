import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CLIENT_MESSAGES,
  clientIdQuerySchema,
  clientUserListResponseSchema,
  clientUserRequestSchema,
  clientUserResponseSchema,
  idParamsSchema,
} from '@ops/contracts';
import { notFound } from '@/lib/app-error.js';
import { findClientUser, listClientUsers, saveClientUser } from './client-user-store.js';
import { presentClientUser } from './presenter.js';
import { audit } from '../audit/index.js';
import { onlyFor } from '@/plugins/authentication.js';

/** Client users are people at the client: the trail names them by id only, never by address. */
const clientUserAudit = (
  action: 'client_user.created' | 'client_user.updated',
  user: { id: number; client_id: number },
) => ({ action, targetType: 'client_user', targetId: user.id, clientId: user.client_id });

export const clientUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.services;

  app.get(
    API.requester.user,
    { schema: { querystring: clientIdQuerySchema, response: { 200: clientUserListResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: (await listClientUsers(db, request.query.cid)).map(presentClientUser),
    }),
  );
  app.get(
    API.requester.userById(':id'),
    { schema: { params: idParamsSchema, response: { 200: clientUserResponseSchema } } },
    async (request) => {
      const user = await findClientUser(db, request.params.id);
      if (!user) throw notFound(CLIENT_MESSAGES.userNotFound);
      return { success: true as const, message: '', data: presentClientUser(user) };
    },
  );
  app.post(
    API.requester.user,
    {
      config: onlyFor.clientAdmins,
      schema: { body: clientUserRequestSchema, response: { 200: clientUserResponseSchema } },
    },
    async (request) => {
      const user = await saveClientUser(db, request.body, { now: clock.now() });
      await audit(request, clientUserAudit('client_user.created', user));
      return { success: true as const, message: CLIENT_MESSAGES.userSaved, data: presentClientUser(user) };
    },
  );
  app.route({
    // Part 3 names PUT or PATCH for an edit; both are the same route.
    method: ['PUT', 'PATCH'],
    url: API.requester.userById(':id'),
    config: onlyFor.clientAdmins,
    schema: {
      params: idParamsSchema,
      body: clientUserRequestSchema,
      response: { 200: clientUserResponseSchema },
    },
    handler: async (request) => {
      const user = await saveClientUser(db, request.body, { now: clock.now(), id: request.params.id });
      await audit(request, clientUserAudit('client_user.updated', user));
      return { success: true as const, message: CLIENT_MESSAGES.userSaved, data: presentClientUser(user) };
    },
  });
};
