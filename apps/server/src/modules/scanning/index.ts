// What other modules may use of scanning; everything else in this folder is its own (lint enforces it).
export { createScanning, type Scanning } from './scanning.js';
export { scanningRoutes } from './routes.js';
export { scanStatusOf, assertDeliverable } from './deliverable.js';
