// What other modules may use of catalogue; everything else in this folder is its own (lint enforces it).
export { createCatalogueRepository } from './catalogue-repository.js';
