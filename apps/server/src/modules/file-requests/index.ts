// What other modules may use of file requests; everything else in this folder is its own (lint enforces it).
export { fileRequestRoutes } from './routes.js';
export { purgeFileRequestSecrets, removeUnsentRequestUploads } from './purge-requests.js';
