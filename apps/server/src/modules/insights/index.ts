// What other modules may use of insights; everything else in this folder is its own (lint enforces it).
export { insightRoutes } from './routes.js';
export { foldInsightMonths } from './insight-fold.js';
