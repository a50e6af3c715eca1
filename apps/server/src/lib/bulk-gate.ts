/**
 * Reads first (decision 0008): while people's requests are being answered, every part body but the one that
 * has been streaming longest stops reading, so a person's request shares the event loop with one upload stream
 * instead of every part in flight. The lead goes on, so uploads never stop while people read; a held body
 * goes on `graceMs` after the last request is answered (a page asks its calls a few milliseconds apart, and
 * bodies let go between two of them would take the event loop just as the next arrives), when the lead ends,
 * or after `maxHoldMs` at most.
 */
export function createBulkGate({ maxHoldMs = 1000, graceMs = 10 } = {}) {
  let interactive = 0;
  let grace: NodeJS.Timeout | undefined;
  /** Bodies streaming now, in the order they began: the first is the lead. */
  const bodies = new Set<object>();
  let waiting = new Set<() => void>();
  const releaseAll = () => {
    const woken = waiting;
    waiting = new Set();
    for (const go of woken) go();
  };

  return {
    /** A person's request began; the answer is called when it is answered (more calls do nothing). */
    beginRequest(): () => void {
      interactive++;
      clearTimeout(grace);
      grace = undefined;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        interactive--;
        if (interactive > 0) return;
        grace = setTimeout(() => {
          grace = undefined;
          releaseAll();
        }, graceMs);
      };
    },

    /** A part body began: `hold()` before reading on (a promise to wait for, or nothing), `end()` once done. */
    beginBody() {
      const body = {};
      bodies.add(body);
      return {
        hold(): Promise<void> | undefined {
          if ((interactive === 0 && !grace) || bodies.values().next().value === body) return undefined;
          return new Promise<void>((resolve) => {
            const go = () => {
              clearTimeout(timer);
              waiting.delete(go);
              resolve();
            };
            const timer = setTimeout(go, maxHoldMs);
            waiting.add(go);
          });
        },
        end() {
          if (!bodies.delete(body)) return;
          // Another body may lead now: the held ones look again.
          releaseAll();
        },
      };
    },
  };
}

export type BulkGate = ReturnType<typeof createBulkGate>;
