// What other modules may use of client-users; everything else in this folder is its own (lint enforces it).
export { saveClientUser } from './client-user-store.js';
