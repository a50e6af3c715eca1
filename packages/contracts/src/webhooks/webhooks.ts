import { z } from 'zod';
import { plainTextSchema } from '../rules/text-rules.js';
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/**
 * Signed webhooks to the workflow tool (issue 24): an operations admin registers endpoints on the
 * integration page; each event goes out as a JSON POST signed by the Standard Webhooks scheme.
 */

export const WEBHOOK_EVENTS = [
  'delivery.created',
  'delivery.version_added',
  'share.created',
  'share.revoked',
  'recipient.downloaded',
  'feedback.received',
  'access_request.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** What each event means, for the integration page. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = /* @__PURE__ */ consoleTexts(
  'webhookEventLabels',
  {
    'delivery.created': 'A new delivery is made',
    'delivery.version_added': 'A delivery gets a new version',
    'share.created': 'A delivery is shared with someone',
    'share.revoked': 'A share is revoked',
    'recipient.downloaded': 'A recipient downloads files',
    'feedback.received': 'A recipient rates or comments',
    'access_request.created': 'A recipient asks access for a colleague',
  },
);
/** Sent by 'Send test event' only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_MESSAGES = /* @__PURE__ */ consoleTexts('webhookMessages', {
  created: 'Webhook endpoint added. Copy its secret now: it is not shown again.',
  updated: 'Webhook endpoint saved.',
  deleted: 'Webhook endpoint removed.',
  testQueued: 'Test event queued.',
  replayQueued: 'Event queued again.',
  notFound: 'This webhook endpoint does not exist.',
  eventNotFound: 'This event does not exist for this endpoint.',
  badUrl: 'Please enter an http or https URL.',
  privateUrl: 'Webhook URLs must point to a public internet address.',
  unresolvable: 'This host name cannot be resolved.',
  chooseEvents: 'Please choose at least one event.',
  nothingToChange: 'Please change at least one field.',
  alreadyPending: 'This event is still waiting to be delivered.',
  secretShownOnce: 'Copy this signing secret now: it is not shown again.',
  secretCopied: 'Secret copied.',
  copyFailed: 'Could not copy. Select the secret and copy it yourself.',
  loadFailed: 'Could not load the webhook endpoints. Please try again later.',
  removeConfirm: consoleMessage(
    'Remove the endpoint {url}? Its waiting events and its log go with it.',
    (url: string) => ({ url }),
  ),
});

/** Header names of the Standard Webhooks scheme. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** What the signature covers: `<id>.<timestamp>.<body>` (Standard Webhooks). */
export const webhookSignedContent = (id: string, timestampSeconds: number, body: string) =>
  `${id}.${timestampSeconds}.${body}`;

const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.badUrl })
  .trim()
  .max(2000, WEBHOOK_MESSAGES.badUrl)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.badUrl);

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.chooseEvents }), {
    error: WEBHOOK_MESSAGES.chooseEvents,
  })
  .min(1, WEBHOOK_MESSAGES.chooseEvents)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

const descriptionSchema = plainTextSchema(200);

export const webhookCreateRequestSchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema,
  description: descriptionSchema.optional().default(''),
});
export type WebhookCreateRequest = z.input<typeof webhookCreateRequestSchema>;

export const webhookUpdateRequestSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: eventsSchema.optional(),
    description: descriptionSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    WEBHOOK_MESSAGES.nothingToChange,
  );
export type WebhookUpdateRequest = z.input<typeof webhookUpdateRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  /** The latest event's outcome, for the list. */
  last_status: z.enum(['pending', 'delivered', 'failed']).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookCreateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  /** `whsec_` and base64: shown once, stored sealed. */
  secret: z.string(),
  data: webhookEndpointSchema,
});

export const webhookListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(webhookEndpointSchema),
});

export const webhookResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: webhookEndpointSchema,
});

export const webhookMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const webhookAttemptSchema = z.object({
  event_id: z.string(),
  event_type: z.string(),
  attempted_at: z.string(),
  /** The endpoint's HTTP status, or null when none came (refused address, timeout, network). */
  status_code: z.number().int().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookLogResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  events: z.array(webhookEventSchema),
  attempts: z.array(webhookAttemptSchema),
});

export const webhookEventResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: webhookEventSchema,
});

export const webhookEventParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  eventId: z.string().regex(/^msg_[A-Za-z0-9_-]{10,64}$/),
});
