// What other modules may use of throttle; everything else in this folder is its own (lint enforces it).
export { createThrottle, type Throttle, type ThrottleRule } from './throttle.js';
