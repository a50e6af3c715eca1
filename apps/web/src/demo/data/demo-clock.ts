/**
 * The demo's one clock, in milliseconds: what it stamps on what it writes (a comment, a share, a delivery)
 * and judges by (an expiry, a request's deadline, the live window). It reads the state's `now`, the time
 * its samples are dated from, so the two always agree. In the demo build (`paced`) it runs on from `now` at
 * real speed, so what a visitor does is timed as it happens; in the tests it stands at `now`, which a test
 * moves to step through time.
 */
export type DemoClock = () => number;

export function demoClock(now: () => number, running: boolean): DemoClock {
  if (!running) return now;
  const startedAt = Date.now();
  return () => now() + (Date.now() - startedAt);
}

/** The clock's time as the answers write it. */
export const clockIso = (clock: DemoClock) => new Date(clock()).toISOString();
