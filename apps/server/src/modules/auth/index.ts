// What other modules may use of auth; everything else in this folder is its own (lint enforces it).
export type { ClientInfo, LoginResult, SessionResult } from './auth-service.js';
export { sessionAnswer } from './login-presenter.js';
