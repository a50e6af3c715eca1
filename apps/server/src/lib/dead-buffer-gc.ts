import v8 from 'node:v8';
import vm from 'node:vm';

/** Bytes received between two minor collections. */
const EVERY_BYTES = 4 * 1024 * 1024;
/** Every this many collections, a full one (every 32 MiB received). */
const FULL_EVERY = 8;

type Collect = (options: { type: 'minor' | 'major' }) => void;
let collect: Collect | undefined;
let sinceLast = 0;
let collections = 0;

/**
 * Counts bytes that arrived in short-lived buffers (socket reads of an upload's part) and runs a minor
 * collection after every 4 MiB. Those 64 KiB buffers live outside the heap and die at once, but V8 only
 * collects them when new space fills or external memory passes its 64 MB soft limit, so a fast upload
 * otherwise holds some 40 MiB of dead buffers. A scavenge of a 4 MiB semi-space takes well under a
 * millisecond: `npm run bench:upload` shows the peak 20 to 25 MiB lower at the same CPU per GiB.
 * Frequent scavenges promote the state of requests still in flight (many small uploads: about 1 MiB per
 * file), which then waits in old space for a full collection that V8 starts only once the heap has about
 * doubled: 30 MiB live, 60 MiB at the peak. A full collection per 32 MiB received (a millisecond or two)
 * keeps the heap under about 50 MiB at no measurable CPU per GiB.
 */
export function countReceivedBytes(bytes: number) {
  sinceLast += bytes;
  if (sinceLast < EVERY_BYTES) return;
  sinceLast = 0;
  collect ??= exposeCollector();
  collect({ type: ++collections % FULL_EVERY === 0 ? 'major' : 'minor' });
}

function exposeCollector(): Collect {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as Collect;
}
