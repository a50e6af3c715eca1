// What other modules may use of geo; everything else in this folder is its own (lint enforces it).
export { assertPlace } from './assert-place.js';
