import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work still running, so that a stop can wait until none is. pg-boss's own stop waits for the jobs its
 * workers hold, but not for a fetch already sent (whose jobs its worker then hands to their handler even
 * while stopping) nor for the completion it records without waiting for it: closing the database under
 * them left a fetched batch active, unsent until its 15-minute expiry, or crashed the process with the
 * failure pg-boss then records on a closed pool.
 */
export function createInFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const done = () => running.delete(work);
      work.then(done, done);
      return work;
    },
    size: () => running.size,
    /** Resolves once nothing tracked runs, or at `deadline` (ms since the epoch), whichever comes first. */
    async settled(deadline: number) {
      // A settled statement's follow-up (a fetch's jobs handed to their handler, the completion that follows
      // a handler) starts in the same turn's microtasks: look again on the next turn.
      for (await nextTurn(); running.size > 0 && Date.now() < deadline; await nextTurn()) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
        await Promise.race([Promise.allSettled([...running]), timeout]);
        clearTimeout(timer);
      }
    },
  };
}
