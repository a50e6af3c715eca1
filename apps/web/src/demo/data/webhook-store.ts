import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, newWebhookMessageId, newWebhookSecret } from '@ops/contracts';
import type { WebhookAttempt, WebhookCreateRequest, WebhookEndpoint, WebhookEvent } from '@ops/contracts';
import type { DemoState } from './demo-state';
import { refuse } from './refusal';
import { clockIso } from './demo-clock';

/** Why the demo's events never arrive: it runs in the browser, with no server to send from. */
export const DEMO_SEND_ERROR = 'network: the demo runs in your browser and sends nothing';

interface Stored {
  endpoint: WebhookEndpoint;
  events: WebhookEvent[];
  attempts: WebhookAttempt[];
}

/** Each session's endpoints, beside its sample state (which knows nothing of them). */
const stores = new WeakMap<DemoState, { next: number; rows: Stored[] }>();
const storeOf = (state: DemoState) => {
  let store = stores.get(state);
  if (!store) stores.set(state, (store = { next: 1, rows: [] }));
  return store;
};

export function webhookStore(state: DemoState) {
  const store = storeOf(state);
  const now = () => clockIso(state.clock);
  const find = (id: number) =>
    store.rows.find((row) => row.endpoint.id === id) ?? refuse(404, WEBHOOK_MESSAGES.notFound);

  /** The demo tries once, at once, and records why nothing went out. */
  function attempt(row: Stored, event: WebhookEvent) {
    event.attempts += 1;
    event.status = 'failed';
    row.attempts.unshift({
      event_id: event.id,
      event_type: event.type,
      attempted_at: now(),
      status_code: null,
      ok: false,
      error: DEMO_SEND_ERROR,
      duration_ms: 0,
    });
    row.endpoint.last_status = 'failed';
  }

  return {
    list: () => store.rows.map((row) => row.endpoint),
    create(body: Required<Pick<WebhookCreateRequest, 'url' | 'events'>> & { description: string }) {
      const endpoint: WebhookEndpoint = {
        id: store.next++,
        url: body.url,
        events: body.events,
        description: body.description,
        active: true,
        created_at: now(),
        last_status: null,
      };
      store.rows.push({ endpoint, events: [], attempts: [] });
      return { endpoint, secret: newWebhookSecret() };
    },
    update(id: number, changes: Partial<Pick<WebhookEndpoint, 'url' | 'events' | 'description' | 'active'>>) {
      const row = find(id);
      for (const [key, value] of Object.entries(changes))
        if (value !== undefined) Object.assign(row.endpoint, { [key]: value });
      return row.endpoint;
    },
    /** Removes the endpoint, answering it as it was. */
    remove(id: number) {
      const { endpoint } = find(id);
      store.rows = store.rows.filter((row) => row.endpoint.id !== id);
      return endpoint;
    },
    sendTest(id: number) {
      const row = find(id);
      const event: WebhookEvent = {
        id: newWebhookMessageId(),
        type: WEBHOOK_TEST_EVENT,
        status: 'pending',
        attempts: 0,
        created_at: now(),
        delivered_at: null,
        next_attempt_at: null,
      };
      row.events.unshift(event);
      attempt(row, event);
      return event;
    },
    log: (id: number) => {
      const row = find(id);
      return { events: row.events.slice(0, 50), attempts: row.attempts.slice(0, 100) };
    },
    replay(id: number, eventId: string) {
      const row = find(id);
      const event = row.events.find((e) => e.id === eventId) ?? refuse(404, WEBHOOK_MESSAGES.eventNotFound);
      if (event.status === 'pending') refuse(409, WEBHOOK_MESSAGES.alreadyPending);
      attempt(row, event);
      return event;
    },
  };
}
