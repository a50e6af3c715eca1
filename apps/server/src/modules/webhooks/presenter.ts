import type { WebhookAttempt, WebhookEndpoint, WebhookEvent } from '@ops/contracts';
import type { webhookAttempts, webhookMessages } from '@/db/webhook-schema.js';
import type { EndpointRow } from './endpoint-store.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  active: row.active,
  created_at: row.created_at.toISOString(),
  last_status: (row.last_status as WebhookEndpoint['last_status']) ?? null,
});

export const presentEvent = (row: typeof webhookMessages.$inferSelect): WebhookEvent => ({
  id: row.id,
  type: row.event_type,
  status: row.status,
  attempts: row.attempts,
  created_at: row.created_at.toISOString(),
  delivered_at: iso(row.delivered_at),
  next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
});

export const presentAttempt = ({
  attempt,
  event_type,
}: {
  attempt: typeof webhookAttempts.$inferSelect;
  event_type: string;
}): WebhookAttempt => ({
  event_id: attempt.message_id,
  event_type,
  attempted_at: attempt.attempted_at.toISOString(),
  status_code: attempt.status_code,
  ok: attempt.ok,
  error: attempt.error,
  duration_ms: attempt.duration_ms,
});
