// What other modules may use of intake; everything else in this folder is its own (lint enforces it).
export { readTable } from './sheet-table.js';
export type { Table } from './sheet-table.js';
