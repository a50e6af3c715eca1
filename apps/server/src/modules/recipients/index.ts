// What other modules may use of recipients; everything else in this folder is its own (lint enforces it).
export { purgeRecipientSecrets } from './purge-recipients.js';
export { openRecipientSession } from './recipient-sessions.js';
