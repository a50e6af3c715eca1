import { parseTable } from './parse-table.js';
import { SheetRefusal, type ParseLimits } from './sheet-refusal.js';

// The child process that parses one spreadsheet under the heap limit its parent gave it (read-sheet.ts).
// It starts ahead of need and waits for its one file; it ends with its parent.
process.once('disconnect', () => process.exit(0));
process.once('message', ({ bytes, limits }: { bytes: Uint8Array; limits: ParseLimits }) => {
  parseTable(bytes, limits).then(
    (table) => process.send!({ table }),
    (error: unknown) =>
      process.send!({ refusal: error instanceof SheetRefusal ? error.reason : 'unreadable' }),
  );
});
