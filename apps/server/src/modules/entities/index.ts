// What other modules may use of entities; everything else in this folder is its own (lint enforces it).
export { saveEntity } from './entity-writer.js';
