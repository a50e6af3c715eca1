// What other modules may use of deliveries; everything else in this folder is its own (lint enforces it).
export { batchInUse } from './batch-details.js';
export { FORM_BODY_LIMIT, acceptUrlEncoded, parseOr400, readBody } from './deliver-form.js';
export { findDelivery, requireDelivery } from './delivery-lookup.js';
export { checkShareEmails } from './share-check.js';
