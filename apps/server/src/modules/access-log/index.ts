// What other modules may use of access-log; everything else in this folder is its own (lint enforces it).
export { countAccessLog, readAccessLog, recordAccess, requestOrigin } from './access-log.js';
