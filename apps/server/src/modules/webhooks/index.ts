// What other modules may use of webhooks; everything else in this folder is its own (lint enforces it).
export { createWebhooks, type Webhooks } from './webhooks.js';
export { stageDeliveryEvent, type StagedEvent } from './delivery-events.js';
export { webhookRoutes } from './routes.js';
