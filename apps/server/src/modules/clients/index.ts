// What other modules may use of clients; everything else in this folder is its own (lint enforces it).
export { seedDemoClients } from './demo-clients.js';
