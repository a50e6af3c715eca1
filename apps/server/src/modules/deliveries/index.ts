// What other modules may use of deliveries; everything else in this folder is its own (lint enforces it).
export { batchInUse } from './batch-details.js';
