// What other modules may use of sso; everything else in this folder is its own (lint enforces it).
export { refusePasswordResetUnderSsoOnly, refusePasswordSignInUnderSsoOnly } from './password-guard.js';
export { ssoStatus } from './sso-status.js';
