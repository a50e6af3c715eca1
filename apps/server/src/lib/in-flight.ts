import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work started in the background, so that a close can wait until none runs: the mails and scans started
 * without a job queue, webhook drains, and the job queue's own statements and handlers. pg-boss's stop waits
 * for the jobs its workers hold, but not for a fetch already sent (whose jobs its worker then hands to their
 * handler even while stopping) nor for the completion it records without waiting for it.
 */
export function createInFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    /** Answers `work` itself, tracked until it settles. */
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const done = () => running.delete(work);
      work.then(done, done);
      return work;
    },
    size: () => running.size,
    /** Resolves once nothing tracked runs, or at `deadline` (ms since the epoch) if one is given. */
    async settled(deadline = Number.POSITIVE_INFINITY) {
      // A settled piece's follow-up (a fetch's jobs handed to their handler, a drain scheduled again) starts
      // in the same turn's microtasks: look again on the next turn.
      for (await nextTurn(); running.size > 0 && Date.now() < deadline; await nextTurn()) {
        const all = Promise.allSettled([...running]);
        if (deadline === Number.POSITIVE_INFINITY) {
          await all;
          continue;
        }
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
        await Promise.race([all, timeout]);
        clearTimeout(timer);
      }
    },
  };
}
