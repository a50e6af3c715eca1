// What other modules may use of retention; everything else in this folder is its own (lint enforces it).
export { assertFilesKept, assertRowFilesKept } from './retention-policy.js';
export { runRetention } from './retention-job.js';
