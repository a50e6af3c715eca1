// What other modules may use of sharing; everything else in this folder is its own (lint enforces it).
export { recipientLink, sendShareInvitations } from './share-invitations.js';
export { activeShareOf, activeShares, lockDelivery, recordShares } from './share-records.js';
export type { ShareLogOrigin } from './share-records.js';
export { checkShareEmailsByRef, findShareClient } from './share-check.js';
export { classifyShareEmails } from './share-rule.js';
export { sharePolicyRoutes } from './policy-routes.js';
