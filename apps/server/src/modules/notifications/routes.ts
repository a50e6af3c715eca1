import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  LIVE_EVENTS,
  NOTIFICATION_TEXTS,
  digestSettingsResponseSchema,
  digestSettingsSchema,
  MESSAGES,
  markNotificationsReadRequestSchema,
  notificationListResponseSchema,
  notificationsReadResponseSchema,
  streamQuerySchema,
  streamTicketResponseSchema,
} from '@ops/contracts';
import type { Database } from '@/db/client.js';
import { unauthorized } from '@/lib/app-error.js';
import { currentUser } from '@/plugins/authentication.js';
import { digestSettings, saveDigestSettings } from './digest.js';
import { createLiveHub, sseMessage } from './live-hub.js';
import { notificationStore } from './notification-store.js';
import { presentNotification } from './presenter.js';
import { streamTickets } from './stream-ticket.js';

/** How long a browser waits before opening a dropped stream again (EventSource's `retry`). */
const RETRY_MS = 3000;

/**
 * The bell's calls and the event stream (decision 0037): a signed-in staff member reads and marks their
 * notifications; the stream, opened with a ticket, says when there is something new or a delivery changed.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'listen'> }> = async (
  app,
  opts,
) => {
  const { db, clock, signingSecret } = app.services;
  const store = notificationStore(db);
  const tickets = streamTickets(signingSecret);
  const hub = createLiveHub();
  const stopListening = await opts.database.listen(hub.channel, hub.dispatch);
  app.addHook('onClose', async () => {
    hub.closeAll();
    await stopListening();
  });
  // Open streams would hold a graceful close: they end first.
  app.addHook('preClose', async () => hub.closeAll());

  const list = async (userId: number) => ({
    success: true as const,
    message: '',
    unread: await store.unread(userId),
    data: (await store.latest(userId)).map(presentNotification),
  });

  app.get(
    API.notifications.list,
    { schema: { response: { 200: notificationListResponseSchema } } },
    (request) => list(currentUser(request).user.id),
  );

  app.post(
    API.notifications.read,
    {
      schema: {
        body: markNotificationsReadRequestSchema,
        response: { 200: notificationsReadResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: '',
      unread: await store.markRead(currentUser(request).user.id, request.body.ids, clock.now()),
    }),
  );

  app.post(
    API.notifications.readAll,
    { schema: { response: { 200: notificationsReadResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: '',
      unread: await store.markRead(currentUser(request).user.id, 'all', clock.now()),
    }),
  );

  app.get(
    API.notifications.digest,
    { schema: { response: { 200: digestSettingsResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: '',
      data: await digestSettings(db, currentUser(request).user.id),
    }),
  );

  app.put(
    API.notifications.digest,
    { schema: { body: digestSettingsSchema, response: { 200: digestSettingsResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: NOTIFICATION_TEXTS.digestSaved,
      data: await saveDigestSettings(db, currentUser(request).user.id, request.body),
    }),
  );

  app.post(
    API.notifications.streamTicket,
    { schema: { response: { 200: streamTicketResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: '',
      ticket: tickets.issue(currentUser(request).user.id, clock.now().getTime()),
    }),
  );

  app.get(
    API.notifications.stream,
    { config: { public: true }, schema: { querystring: streamQuerySchema } },
    async (request, reply) => {
      const userId = tickets.read(request.query.ticket, clock.now().getTime());
      if (userId === null) throw unauthorized(MESSAGES.notAuthenticated);
      const header = Number(request.headers['last-event-id']);
      const lastId = Number.isInteger(header) && header >= 0 ? header : request.query.last_event_id;
      const missed = lastId !== undefined ? await store.since(userId, lastId) : [];
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies that buffer (nginx) pass the events at once.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RETRY_MS}\n\n`);
      // What came while the browser was away, so nothing is missed across a reconnect.
      for (const { id } of missed) response.write(sseMessage(LIVE_EVENTS.notification, { id }, id));
      hub.add(userId, response);
    },
  );
};
