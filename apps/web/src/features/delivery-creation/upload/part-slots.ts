import { abortError } from './upload-error';

/**
 * The engine-wide budget of part PUTs on the wire, shared first come first served by every file's parts,
 * so one big file gets them all and many files share them; memory stays at most this many slices.
 */
export class PartSlots {
  private used = 0;
  private waiters: (() => void)[] = [];

  constructor(
    readonly size: number,
    private readonly onFree: () => void = () => undefined,
  ) {}

  get free() {
    return this.size - this.used;
  }

  take(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(abortError());
    if (this.used < this.size && this.waiters.length === 0) {
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
    const next = this.waiters.shift();
    if (next) return next();
    this.used--;
    this.onFree();
  }
}
