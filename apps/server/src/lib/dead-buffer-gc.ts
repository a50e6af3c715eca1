import v8 from 'node:v8';
import vm from 'node:vm';

const MiB = 1024 * 1024;
/** Bytes received between two minor collections. */
const EVERY_BYTES = 4 * MiB;
/** Old-space garbage let pile up above the heap a full collection left, before the next full one. */
const HEADROOM_BYTES = 16 * MiB;

type Collect = (options?: { type: 'minor' }) => void;
let collect: Collect | undefined;
let sinceLast = 0;
let ceiling = 0;

const heapUsed = () => v8.getHeapStatistics().used_heap_size;

/**
 * Counts bytes that arrived in short-lived buffers (socket reads of an upload's part) and runs a minor
 * collection after every 4 MiB. Those 64 KiB buffers live outside the heap and die at once, but V8 only
 * collects them when new space fills or external memory passes its 64 MB soft limit, so a fast upload
 * otherwise holds some 40 MiB of dead buffers. A scavenge of a 4 MiB semi-space takes well under a
 * millisecond: `npm run bench:upload` shows the peak 20 to 25 MiB lower at the same CPU per GiB.
 * Frequent scavenges also promote the state of requests still in flight (many small uploads), which then
 * waits in old space until V8's own full collection at about twice the live heap (30 MiB live, 60 MiB at
 * the peak). So once the heap has grown 16 MiB past what the last full collection left, a full one runs
 * instead: a full one after every 128 MiB bounded the heap as well but cost 15 to 45 % more CPU per GiB.
 */
export function countReceivedBytes(bytes: number) {
  sinceLast += bytes;
  if (sinceLast < EVERY_BYTES) return;
  sinceLast = 0;
  collect ??= exposeCollector();
  // The first time, a full collection finds what the heap holds after start-up.
  if (ceiling && heapUsed() < ceiling) return collect({ type: 'minor' });
  // Without options the exposed gc is a full collection (`{ type: 'major' }` is a scavenge on Node 20).
  collect();
  ceiling = heapUsed() + HEADROOM_BYTES;
}

function exposeCollector(): Collect {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as Collect;
}
