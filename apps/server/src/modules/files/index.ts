// What other modules may use of files; everything else in this folder is its own (lint enforces it).
export { streamUrl } from './stream-url.js';
