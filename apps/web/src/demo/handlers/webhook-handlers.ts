import { http } from 'msw';
import {
  API,
  INTEGRATION_KEY_ROLES,
  WEBHOOK_MESSAGES,
  webhookCreateRequestSchema,
  webhookCreateResponseSchema,
  webhookEventParamsSchema,
  webhookEventResponseSchema,
  webhookListResponseSchema,
  webhookLogResponseSchema,
  webhookMessageResponseSchema,
  webhookResponseSchema,
  webhookUpdateRequestSchema,
} from '@ops/contracts';
import type { AuditAction, Profile } from '@ops/contracts';
import { recordAudit } from '../data/audit-events';
import type { DemoState } from '../data/demo-state';
import { webhookStore } from '../data/webhook-store';
import { forRoles, parseOr400, pathId, readBody, reply } from './respond';

const paths = API.webhooks;
const ok = { success: true as const };

/**
 * The integration page's webhooks. The demo keeps endpoints for the session; it cannot send, so a test
 * event is logged as failed with the reason.
 */
export function webhookHandlers(state: DemoState) {
  const store = webhookStore(state);
  const guard = (resolve: Parameters<typeof forRoles>[1]) => forRoles(INTEGRATION_KEY_ROLES, resolve);
  /** An endpoint's change on the audit trail, as the server's routes write it. */
  const onTrail = (admin: Profile, action: AuditAction, id: number, details: Record<string, unknown>) =>
    recordAudit(state, admin, { action, target: ['webhook', id], details });
  return [
    http.get(
      paths.list,
      guard(() => reply(webhookListResponseSchema, { ...ok, message: '', data: store.list() })),
    ),
    http.post(
      paths.list,
      guard(async ({ request }, admin) => {
        const body = await readBody(request, webhookCreateRequestSchema);
        const { endpoint, secret } = store.create(body);
        onTrail(admin, 'webhook.created', endpoint.id, { url: endpoint.url, events: endpoint.events });
        return reply(webhookCreateResponseSchema, {
          ...ok,
          message: WEBHOOK_MESSAGES.created,
          id: endpoint.id,
          secret,
          data: endpoint,
        });
      }),
    ),
    http.patch(
      paths.byId(':id'),
      guard(async (call, admin) => {
        const id = pathId(call);
        const changes = await readBody(call.request, webhookUpdateRequestSchema);
        const endpoint = store.update(id, changes);
        const { url, events, active } = endpoint;
        onTrail(admin, 'webhook.updated', id, { url, events, active });
        return reply(webhookResponseSchema, { ...ok, message: WEBHOOK_MESSAGES.updated, data: endpoint });
      }),
    ),
    http.delete(
      paths.byId(':id'),
      guard((call, admin) => {
        const { id, url } = store.remove(pathId(call));
        onTrail(admin, 'webhook.deleted', id, { url });
        return reply(webhookMessageResponseSchema, { ...ok, message: WEBHOOK_MESSAGES.deleted });
      }),
    ),
    http.post(
      paths.test(':id'),
      guard((call) =>
        reply(webhookEventResponseSchema, {
          ...ok,
          message: WEBHOOK_MESSAGES.testQueued,
          data: store.sendTest(pathId(call)),
        }),
      ),
    ),
    http.get(
      paths.log(':id'),
      guard((call) => reply(webhookLogResponseSchema, { ...ok, message: '', ...store.log(pathId(call)) })),
    ),
    http.post(
      paths.replay(':id', ':eventId'),
      guard((call) => {
        const params = parseOr400(webhookEventParamsSchema, call.params);
        const event = store.replay(params.id, params.eventId);
        return reply(webhookEventResponseSchema, {
          ...ok,
          message: WEBHOOK_MESSAGES.replayQueued,
          data: event,
        });
      }),
    ),
  ];
}
