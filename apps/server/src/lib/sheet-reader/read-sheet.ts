import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Config } from '@/config.js';
import { SheetRefusal, type ParseLimits, type SheetRefusalReason, type Table } from './sheet-refusal.js';

export { SheetRefusal, type Table };

export interface SheetLimits extends ParseLimits {
  /** The worker is terminated past this time. */
  timeoutMs: number;
  /** The worker's JavaScript heap (its old generation); past it the worker dies, never the server. */
  memoryMb: number;
}

/** The limits of every spreadsheet the server reads (decision 0019), from the settings. */
export const sheetLimits = (
  config: Pick<
    Config,
    'IMPORT_MAX_ROWS' | 'IMPORT_MAX_UNPACKED_MB' | 'IMPORT_READ_SECONDS' | 'IMPORT_READ_MEMORY_MB'
  >,
): SheetLimits => ({
  maxRows: config.IMPORT_MAX_ROWS,
  maxUnpackedBytes: config.IMPORT_MAX_UNPACKED_MB * 1024 * 1024,
  timeoutMs: config.IMPORT_READ_SECONDS * 1000,
  memoryMb: config.IMPORT_READ_MEMORY_MB,
});

// At most two sheets are parsed at once (the machine's cores); a few more wait, the rest are told to retry.
const PARALLEL = 2;
const WAITING = 8;
let running = 0;
const queue: (() => void)[] = [];

async function takeTurn(): Promise<() => void> {
  if (running < PARALLEL) running++;
  else if (queue.length >= WAITING) throw new SheetRefusal('busy');
  // A finished sheet hands its turn straight to the first waiting one.
  else await new Promise<void>((resolve) => queue.push(resolve));
  return () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
}

const here = import.meta.url;
const fromSource = here.endsWith('.ts');
const entry = new URL(`./sheet-worker.${fromSource ? 'ts' : 'js'}`, here);

function startWorker(memoryMb: number) {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
  if (!fromSource) return new Worker(entry, { resourceLimits });
  // Tests and `npm run dev` run the TypeScript sources: the worker registers tsx before it loads its entry.
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, resourceLimits });
}

// One worker waits ready after the first sheet, so the next one does not pay for starting it; each worker
// reads one sheet only, and is then ended with whatever that sheet left in it.
let spare: { worker: Worker; memoryMb: number } | undefined;

function prepareSpare(memoryMb: number) {
  if (spare) return;
  const worker = startWorker(memoryMb);
  worker.unref();
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    if (spare?.worker === worker) spare = undefined;
  });
  spare = { worker, memoryMb };
}

function takeWorker(memoryMb: number) {
  const ready = spare;
  spare = undefined;
  if (ready && ready.memoryMb === memoryMb && ready.worker.threadId >= 0) {
    ready.worker.ref();
    return ready.worker;
  }
  if (ready) void ready.worker.terminate();
  return startWorker(memoryMb);
}

function parseInWorker(bytes: Uint8Array, limits: SheetLimits): Promise<Table> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = takeWorker(limits.memoryMb);
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const refuse = (reason: SheetRefusalReason) => settle(() => reject(new SheetRefusal(reason)));
    const timer = setTimeout(() => refuse('time'), limits.timeoutMs);
    worker.on('message', (answer: { table?: Table; refusal?: SheetRefusalReason }) =>
      answer.table ? settle(() => resolve(answer.table!)) : refuse(answer.refusal ?? 'unreadable'),
    );
    worker.on('error', (error: NodeJS.ErrnoException) =>
      refuse(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable'),
    );
    worker.on('exit', () => refuse('unreadable'));
    worker.postMessage({
      bytes,
      limits: { maxRows: limits.maxRows, maxUnpackedBytes: limits.maxUnpackedBytes },
    });
  });
}

/**
 * The one way the server reads a spreadsheet (imports, the tracking sheet): in a worker thread with a heap
 * limit and a time limit, unpacking with a limit on inflated bytes and counting rows, so no file can stall
 * the event loop or take the process down. Refusals are SheetRefusal errors with their reason.
 */
export async function readSheet(bytes: Uint8Array, limits: SheetLimits): Promise<Table> {
  const done = await takeTurn();
  try {
    return await parseInWorker(bytes, limits);
  } finally {
    done();
    prepareSpare(limits.memoryMb);
  }
}
