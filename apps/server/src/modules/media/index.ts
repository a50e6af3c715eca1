// What other modules may use of media; everything else in this folder is its own (lint enforces it).
export { mediaPath } from './media-path.js';
