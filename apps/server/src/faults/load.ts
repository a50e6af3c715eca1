import type { LiveAnswer, NoAnswer } from './live-client.js';

export interface Outcome {
  call: string;
  startedAt: number;
  endedAt: number;
  answer: LiveAnswer | NoAnswer;
}

export type Call = { name: string; send: () => Promise<LiveAnswer | NoAnswer> };

/**
 * Each call in its own loop, one request after another, until `stop()`; every outcome is kept. Answers
 * are never awaited past the client's own time limit, so a loop always ends.
 */
export function runLoad(calls: Call[]) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = calls.map(async (call) => {
    while (running) {
      const startedAt = Date.now();
      const answer = await call.send();
      outcomes.push({ call: call.name, startedAt, endedAt: Date.now(), answer });
      // A refused answer comes back at once: a short pause keeps the loop from spinning.
      if (answer.status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    outcomes,
    /** Outcomes whose request started at or after `from` (and, if given, ended by `to`). */
    between: (from: number, to = Infinity) => outcomes.filter((o) => o.startedAt >= from && o.endedAt <= to),
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Polls `check` every 100 ms until it holds; answers how long that took, or throws after `ms`. */
export async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}
