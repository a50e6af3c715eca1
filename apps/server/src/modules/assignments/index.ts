// What other modules may use of assignments; everything else in this folder is its own (lint enforces it).
export { deliveryRef, findDelivery, requireDelivery, type DeliveryRow } from './delivery-by-ref.js';
export { assertDeliveryExists, assertLiveDelivery } from './delivery-lookups.js';
export { refreshDeliverySummaries } from './delivery-summary.js';
export { bumpListVersion } from './list-cache.js';
export { assignmentNamesOf } from './assignment-names.js';
