import { parentPort } from 'node:worker_threads';
import { parseTable } from './parse-table.js';
import { SheetRefusal, type ParseLimits } from './sheet-refusal.js';

// The worker thread that parses one spreadsheet under the heap limit its parent gave it (read-sheet.ts).
// It starts ahead of need and waits for its one file.
parentPort!.once('message', ({ bytes, limits }: { bytes: Uint8Array; limits: ParseLimits }) => {
  parseTable(bytes, limits).then(
    (table) => parentPort!.postMessage({ table }),
    (error: unknown) =>
      parentPort!.postMessage({ refusal: error instanceof SheetRefusal ? error.reason : 'unreadable' }),
  );
});
