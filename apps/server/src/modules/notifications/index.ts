// What other modules may use of notifications; everything else in this folder is its own (lint enforces it).
export { notifyStaff } from './notification-store.js';
export { sendDigests } from './digest.js';
export { notificationRoutes } from './routes.js';
