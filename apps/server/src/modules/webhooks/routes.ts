import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  WEBHOOK_MESSAGES,
  idParamsSchema,
  webhookCreateRequestSchema,
  webhookCreateResponseSchema,
  webhookEventParamsSchema,
  webhookEventResponseSchema,
  webhookListResponseSchema,
  webhookLogResponseSchema,
  webhookMessageResponseSchema,
  webhookResponseSchema,
  webhookUpdateRequestSchema,
  newWebhookSecret,
} from '@ops/contracts';
import { conflict, notFound } from '@/lib/app-error.js';
import { currentUser, onlyFor } from '@/plugins/authentication.js';
import { audit } from '../audit/index.js';
import { assertPublicEndpoint } from './address-check.js';
import { createEndpointStore } from './endpoint-store.js';
import { presentAttempt, presentEndpoint, presentEvent } from './presenter.js';

const config = onlyFor.keyAdmins;
const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** Webhook endpoints on the integration page (decision 0035), for operations admins. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config: settings, webhooks } = app.services;
  const store = createEndpointStore(db);
  const allowPrivate = settings.WEBHOOK_ALLOW_PRIVATE;
  const found = async (id: number) => {
    const row = await store.find(id);
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  };

  app.get(API.webhooks.list, { config, schema: { response: { 200: webhookListResponseSchema } } }, async () =>
    ok('', { data: (await store.list()).map(presentEndpoint) }),
  );

  app.post(
    API.webhooks.list,
    { config, schema: { body: webhookCreateRequestSchema, response: { 200: webhookCreateResponseSchema } } },
    async (request) => {
      const { url, events, description } = request.body;
      await assertPublicEndpoint(url, allowPrivate);
      const secret = newWebhookSecret();
      const now = clock.now();
      const row = await store.create({
        url,
        events,
        description,
        sealed_secret: webhooks.box.seal(secret),
        created_by: currentUser(request).user.id,
        created_at: now,
        updated_at: now,
      });
      await audit(request, {
        action: 'webhook.created',
        targetType: 'webhook',
        targetId: row.id,
        details: { url, events },
      });
      return ok(WEBHOOK_MESSAGES.created, { id: row.id, secret, data: presentEndpoint(row) });
    },
  );

  app.patch(
    API.webhooks.byId(':id'),
    {
      config,
      schema: {
        params: idParamsSchema,
        body: webhookUpdateRequestSchema,
        response: { 200: webhookResponseSchema },
      },
    },
    async (request) => {
      const before = await found(request.params.id);
      const { url, events, description, active } = request.body;
      if (url !== undefined) await assertPublicEndpoint(url, allowPrivate);
      const row = await store.update(before.id, {
        url,
        events,
        description,
        active,
        updated_at: clock.now(),
      });
      if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
      await audit(request, {
        action: 'webhook.updated',
        targetType: 'webhook',
        targetId: row.id,
        details: { url: row.url, events: row.events, active: row.active },
      });
      // Re-enabled: what waited meanwhile goes out now.
      if (active && !before.active) await webhooks.dispatcher.requeueDue();
      return ok(WEBHOOK_MESSAGES.updated, { data: presentEndpoint(row) });
    },
  );

  app.delete(
    API.webhooks.byId(':id'),
    { config, schema: { params: idParamsSchema, response: { 200: webhookMessageResponseSchema } } },
    async (request) => {
      const row = await found(request.params.id);
      if (!(await store.remove(row.id))) throw notFound(WEBHOOK_MESSAGES.notFound);
      await audit(request, {
        action: 'webhook.deleted',
        targetType: 'webhook',
        targetId: row.id,
        details: { url: row.url },
      });
      return ok(WEBHOOK_MESSAGES.deleted, {});
    },
  );

  app.post(
    API.webhooks.test(':id'),
    { config, schema: { params: idParamsSchema, response: { 200: webhookEventResponseSchema } } },
    async (request) => {
      const row = await found(request.params.id);
      const message = await webhooks.dispatcher.sendTest(row.id);
      return ok(WEBHOOK_MESSAGES.testQueued, { data: presentEvent(message) });
    },
  );

  app.get(
    API.webhooks.log(':id'),
    { config, schema: { params: idParamsSchema, response: { 200: webhookLogResponseSchema } } },
    async (request) => {
      const row = await found(request.params.id);
      const { events, attempts } = await store.log(row.id);
      return ok('', { events: events.map(presentEvent), attempts: attempts.map(presentAttempt) });
    },
  );

  app.post(
    API.webhooks.replay(':id', ':eventId'),
    { config, schema: { params: webhookEventParamsSchema, response: { 200: webhookEventResponseSchema } } },
    async (request) => {
      const row = await found(request.params.id);
      const message = await store.message(row.id, request.params.eventId);
      if (!message) throw notFound(WEBHOOK_MESSAGES.eventNotFound);
      if (message.status === 'pending') throw conflict(WEBHOOK_MESSAGES.alreadyPending);
      await webhooks.dispatcher.replay(message);
      const again = await store.message(row.id, message.id);
      return ok(WEBHOOK_MESSAGES.replayQueued, { data: presentEvent(again ?? message) });
    },
  );
};
