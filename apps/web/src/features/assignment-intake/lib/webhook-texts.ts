import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The webhooks card (OA only), its form and its log, beside the contracts' WEBHOOK_MESSAGES. */
export const WEBHOOK_TEXTS = /* @__PURE__ */ consoleTexts('assignment-intake.webhooks', {
  title: 'Webhooks',
  intro:
    'The console tells the workflow tool what happens to deliveries: each event is a JSON POST signed with ' +
    "the endpoint's secret (Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature " +
    'headers), retried for 24 hours and sent in order per delivery.',
  secretOf: consoleMessage('Signing secret of {url}', (url: string) => ({ url })),
  copySecret: 'Copy secret',
  empty: 'No endpoints yet.',
  caption: 'Endpoints',
  heads: ['Endpoint', 'Events', 'Status'],
  lastStatus: {
    pending: 'Last event waiting',
    delivered: 'Last event delivered',
    failed: 'Last event failed',
  },
  added: consoleMessage('Added {time}', (time: string) => ({ time })),
  active: 'Active',
  paused: 'Paused',
  sendTestTo: consoleMessage('Send test event to {name}', (name: string) => ({ name })),
  sendTest: 'Send test event',
  logOf: consoleMessage('Log of {name}', (name: string) => ({ name })),
  log: 'Log',
  pauseNamed: consoleMessage('Pause {name}', (name: string) => ({ name })),
  pause: 'Pause',
  resumeNamed: consoleMessage('Resume {name}', (name: string) => ({ name })),
  resume: 'Resume',
  removeNamed: consoleMessage('Remove {name}', (name: string) => ({ name })),
  remove: 'Remove',
  removeTitle: 'Remove webhook endpoint',
  form: 'New webhook endpoint',
  url: 'Endpoint URL',
  description: 'Description',
  descriptionPlaceholder: 'e.g. Workflow tool',
  events: 'Events',
  add: 'Add endpoint',
});

/** An endpoint's log: its latest events and every delivery attempt. */
export const WEBHOOK_LOG_TEXTS = /* @__PURE__ */ consoleTexts('assignment-intake.webhookLog', {
  title: consoleMessage('Webhook log: {name}', (name: string) => ({ name })),
  refresh: 'Refresh',
  status: { pending: 'Waiting', delivered: 'Delivered', failed: 'Failed' },
  attempts: consoleMessage(
    '{count, plural, one {# attempt} other {# attempts}}',
    (count: number) => ({ count }),
    (count) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  ),
  next: consoleMessage(', next {time}', (time: string) => ({ time })),
  sendAgainNamed: consoleMessage('Send {type} again', (type: string) => ({ type })),
  sendAgain: 'Send again',
  events: 'Events',
  eventHeads: ['Event', 'Raised', 'Status'],
  attemptsCaption: 'Attempts',
  attemptHeads: ['Time', 'Event', 'Answer', 'Took'],
  noAnswer: 'No answer',
  empty: 'No events yet. Send a test event to try the endpoint.',
});
