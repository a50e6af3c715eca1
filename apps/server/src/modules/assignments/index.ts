// What other modules may use of assignments; everything else in this folder is its own (lint enforces it).
export { recordAccess, requestOrigin } from './access-log.js';
export { assertLiveDelivery } from './delivery-lookups.js';
export { refreshDeliverySummaries } from './delivery-summary.js';
export { bumpListVersion } from './list-cache.js';
