import type { UploadClock } from './types';
import { abortError } from './upload-error';

/**
 * The engine-wide budget of part PUTs on the wire, shared first come first served by every file's parts,
 * so one big file gets them all and many files share them; memory stays at most this many slices.
 * From a cold start the budget opens one slot per `rampMs` (decision 0009): parts that start together end
 * together, and on a long link every connection would then wait for its answer and restart TCP slow start at
 * the same moment, leaving the link idle; started apart, they stay apart and the others fill those gaps.
 */
export class PartSlots {
  private used = 0;
  private open: number;
  private ramp: AbortController | null = null;
  private waiters: (() => void)[] = [];

  constructor(
    readonly size: number,
    private readonly onFree: () => void = () => undefined,
    private readonly clock?: UploadClock,
    private readonly rampMs = 0,
  ) {
    this.open = size;
  }

  get free() {
    return this.open - this.used;
  }

  /**
   * A cold link (no part on the wire): one slot now, one more per `rampMs`. Staggering is for the parts that
   * follow others on the wire, so a part with none after it starts at once: with `partsAhead` parts left to
   * send, only `partsAhead - size` follow the first wave, and the rest of the slots open now (all of them when
   * every part fits, as for a few small files, whose upload would otherwise be over before the ramp).
   */
  restartRamp(partsAhead = Infinity) {
    if (this.used > 0 || !this.clock || this.rampMs <= 0 || this.size <= 1) return;
    this.ramp?.abort();
    this.ramp = null;
    this.open = Math.min(this.size, Math.max(1, 2 * this.size - partsAhead));
    if (this.open === this.size) return;
    const ramp = new AbortController();
    this.ramp = ramp;
    const step = async () => {
      while (this.open < this.size) {
        await this.clock!.sleep(this.rampMs, ramp.signal);
        this.open++;
        while (this.grant());
      }
    };
    step().catch(() => undefined);
  }

  take(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(abortError());
    if (this.free > 0 && this.waiters.length === 0) {
      this.used++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        this.waiters = this.waiters.filter((w) => w !== grant);
        reject(abortError());
      };
      this.waiters.push(grant);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  give() {
    this.used--;
    if (!this.grant()) this.onFree();
  }

  /** Hands a free slot to the first waiter; false when none waits or no slot is free. */
  private grant() {
    if (this.free <= 0) return false;
    const next = this.waiters.shift();
    if (!next) return false;
    this.used++;
    next();
    return true;
  }
}
