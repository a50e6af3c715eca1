import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { parseTable } from './parse-table.js';
import { SheetRefusal, type ParseLimits } from './sheet-refusal.js';

// The child process that parses one spreadsheet under the heap limit its parent gave it (read-sheet.ts).
// It starts ahead of need and waits for its one file; it ends with its parent.
process.once('disconnect', () => process.exit(0));

// When the machine runs out of memory, the kernel ends a parse before the server (Linux; raising one's own
// score needs no privilege). Elsewhere the heap limit alone bounds it.
try {
  writeFileSync('/proc/self/oom_score_adj', '1000');
} catch {
  // Not Linux, or no /proc: nothing to do.
}

// The parse holds the main thread, so its own deadline is kept by a thread of its own: past it, or once the
// parent is gone (a server killed outright sends no last word, and a parse only notices between messages),
// the process ends with SIGTERM, which its parent reads as the time limit.
const watchdog = new Worker(
  `const { parentPort } = require('node:worker_threads');
  const parent = process.ppid;
  let deadline = Infinity;
  parentPort.on('message', (at) => { deadline = at; });
  setInterval(() => {
    if (Date.now() > deadline || process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 250);`,
  // Plain JavaScript: none of the process's flags (a loader the tests run it with), only its own code.
  { eval: true, execArgv: [] },
);
watchdog.unref();

process.once(
  'message',
  ({ bytes, limits, timeoutMs }: { bytes: Uint8Array; limits: ParseLimits; timeoutMs: number }) => {
    watchdog.postMessage(Date.now() + timeoutMs);
    parseTable(bytes, limits).then(
      (table) => process.send!({ table }),
      (error: unknown) =>
        process.send!({ refusal: error instanceof SheetRefusal ? error.reason : 'unreadable' }),
    );
  },
);
