import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config } from '@/config.js';
import {
  SHEET_REFUSAL_REASONS,
  SheetRefusal,
  type ParseLimits,
  type SheetRefusalReason,
  type Table,
} from './sheet-refusal.js';

export { SheetRefusal, type Table };

export interface SheetLimits extends ParseLimits {
  /** The parsing process is killed past this time. */
  timeoutMs: number;
  /** The parsing process's JavaScript heap (its old generation); past it that process dies, never the server. */
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
const entry = fileURLToPath(new URL(`./sheet-process.${fromSource ? 'ts' : 'js'}`, here));
// Tests and `npm run dev` run the TypeScript sources: the child registers tsx before it loads its entry.
const loader = fromSource ? ['--import', pathToFileURL(createRequire(here).resolve('tsx/esm')).href] : [];

// A child parsing when the server exits would finish its sheet first (it notices its parent's end between
// messages): it goes with the server instead.
const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

// A child process, not a worker thread: a worker's heap limit is best-effort, and a worker that meets it in
// one large allocation aborts the whole process (decision 0019). The child gets no environment (no secret
// of the server's) and only its own flags.
function startChild(memoryMb: number) {
  const child = fork(entry, [], {
    execArgv: [...loader, `--max-old-space-size=${memoryMb}`, '--max-semi-space-size=8'],
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  living.add(child);
  // A child that could not be started reports an error and no exit; an error never goes unheard.
  child.on('error', () => living.delete(child));
  child.once('exit', () => living.delete(child));
  return child;
}

/** The child's own deadline, a little after the parent's: it ends an orphaned parse (sheet-process.ts). */
const CHILD_DEADLINE_MARGIN_MS = 2_000;

const REASONS: ReadonlySet<string> = new Set(SHEET_REFUSAL_REASONS);

/** What a child answered, read as untrusted: a table of text cells, a known refusal, or 'unreadable'. */
function readAnswer(answer: unknown): { table: Table } | { refusal: SheetRefusalReason } {
  const { table, refusal } = (answer ?? {}) as { table?: unknown; refusal?: unknown };
  if (
    Array.isArray(table) &&
    table.every((row) => Array.isArray(row) && row.every((c) => typeof c === 'string'))
  )
    return { table: table as Table };
  return {
    refusal: REASONS.has(refusal as string) ? (refusal as SheetRefusalReason) : 'unreadable',
  };
}

/** How a child's end reads: its own deadline (SIGTERM), a full heap (V8's SIGABRT, the OOM killer's SIGKILL). */
const endReason = (signal: NodeJS.Signals | null): SheetRefusalReason =>
  signal === 'SIGTERM' ? 'time' : signal === 'SIGABRT' || signal === 'SIGKILL' ? 'memory' : 'unreadable';

const holdsParent = (child: ChildProcess, hold: boolean) => {
  if (hold) child.ref();
  else child.unref();
  // The IPC channel keeps the parent alive too; a spare child must not keep a stopping server up.
  const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
  if (hold) channel?.ref();
  else channel?.unref();
};

// One child waits ready after the first sheet, so the next one does not pay for starting it; each child
// reads one sheet only, and is then ended with whatever that sheet left in it.
let spare: { child: ChildProcess; memoryMb: number } | undefined;

function prepareSpare(memoryMb: number) {
  if (spare) return;
  const child = startChild(memoryMb);
  holdsParent(child, false);
  const forget = () => {
    if (spare?.child === child) spare = undefined;
  };
  child.once('exit', forget);
  // A fork that failed reports an error and never an exit.
  child.once('error', forget);
  spare = { child, memoryMb };
}

/** Started, connected and not ended: a spare that can still take a sheet. */
const usable = (child: ChildProcess) =>
  child.pid !== undefined && child.connected && child.exitCode === null && child.signalCode === null;

function takeChild(memoryMb: number) {
  const ready = spare;
  spare = undefined;
  if (ready && ready.memoryMb === memoryMb && usable(ready.child)) {
    holdsParent(ready.child, true);
    return ready.child;
  }
  ready?.child.kill('SIGKILL');
  return startChild(memoryMb);
}

function parseInChild(bytes: Uint8Array, limits: SheetLimits): Promise<Table> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const child = takeChild(limits.memoryMb);
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      outcome();
    };
    const refuse = (reason: SheetRefusalReason) => settle(() => reject(new SheetRefusal(reason)));
    const timer = setTimeout(() => refuse('time'), limits.timeoutMs);
    child.on('message', (message: unknown) => {
      const answer = readAnswer(message);
      if ('table' in answer) settle(() => resolve(answer.table));
      else refuse(answer.refusal);
    });
    // A process that could not be started (no pids or memory left for now) is a busy server: try again later.
    child.on('error', (error: NodeJS.ErrnoException) =>
      refuse(error.syscall?.startsWith('spawn') ? 'busy' : 'unreadable'),
    );
    child.on('exit', (_code, signal) => refuse(endReason(signal)));
    try {
      child.send({
        bytes,
        limits: { maxRows: limits.maxRows, maxUnpackedBytes: limits.maxUnpackedBytes },
        timeoutMs: limits.timeoutMs + CHILD_DEADLINE_MARGIN_MS,
      });
    } catch {
      // No channel to send on: the process never started or already ended; the sheet may be sent again.
      refuse('busy');
    }
  });
}

/**
 * The one way the server reads a spreadsheet (imports, the tracking sheet): in a child process with a heap
 * limit and a time limit, unpacking with a limit on inflated bytes and counting rows, so no file can stall
 * the event loop or take the process down. Refusals are SheetRefusal errors with their reason.
 */
export async function readSheet(bytes: Uint8Array, limits: SheetLimits): Promise<Table> {
  const done = await takeTurn();
  try {
    return await parseInChild(bytes, limits);
  } finally {
    done();
    try {
      prepareSpare(limits.memoryMb);
    } catch {
      // No process to spare now (fork can throw, say out of memory): the next sheet starts its own.
    }
  }
}
