// What other modules may use of mfa; everything else in this folder is its own (lint enforces it).
export {
  createSecondFactorService,
  type LoginCheck,
  type SecondFactorService,
} from './second-factor-service.js';
export { secondFactorRequired } from './policy-repository.js';
