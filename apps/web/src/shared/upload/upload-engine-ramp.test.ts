import { describe, expect, it, vi } from 'vitest';
import { abortError } from './upload-error';
import { ctx, deferred, fakeFile, fakeServer, item, makeEngine } from './upload-test-kit';

const MiB = 1024 * 1024;

/** A clock whose sleeps never end (until aborted): only the slots open from the start are ever used. */
function stoppedClock() {
  const clock = {
    t: 1_000_000,
    sleeps: [] as number[],
    now: () => clock.t,
    sleep: (ms: number, signal: AbortSignal) => {
      clock.sleeps.push(ms);
      return new Promise<void>((_, reject) =>
        signal.addEventListener('abort', () => reject(abortError()), { once: true }),
      );
    },
  };
  return clock;
}

/** Starts the files with 6 part slots and a 250 ms ramp that never steps; answers the parts on the wire. */
async function slotsOpenAtStart(sizesMib: number[]) {
  // Real sizes and the plan's 10 MiB parts: the engine counts the parts ahead by the plan before any links.
  const server = fakeServer(10 * MiB);
  const gate = deferred();
  server.control.onPut = () => gate.promise;
  const clock = stoppedClock();
  const { engine } = makeEngine(server, { partsInFlight: 6, slotRampMs: 250 }, clock);
  engine.start(
    sizesMib.map((mib, n) => item(fakeFile(`f${n}.pdf`, mib * MiB))),
    ctx,
  );
  // Every file that can start has asked for its links; what is on the wire is what the open slots allow.
  await vi.waitFor(() =>
    expect(server.calls.getUrls.length).toBeGreaterThanOrEqual(Math.min(3, sizesMib.length)),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const onTheWire = server.control.inFlight;
  gate.resolve();
  return { onTheWire, rampSteps: clock.sleeps.filter((ms) => ms === 250).length };
}

describe('upload engine: slot ramp from a cold start (decision 0009)', () => {
  it('sends every part at once when all of them fit in the slots (a few small files): nothing to stagger', async () => {
    const { onTheWire, rampSteps } = await slotsOpenAtStart([5, 5, 5, 5, 5]);
    expect(onTheWire).toBe(5);
    expect(rampSteps).toBe(0);
  });

  it('opens at once the slots of the parts no other part follows, and ramps the rest', async () => {
    // 8 parts in 6 slots: two parts follow the first wave, so two slots ramp and four open now.
    const { onTheWire, rampSteps } = await slotsOpenAtStart([5, 5, 5, 5, 5, 5, 5, 5]);
    expect(onTheWire).toBe(4);
    expect(rampSteps).toBe(1);
  });

  it('starts one part at a time when many follow (one big file)', async () => {
    const { onTheWire, rampSteps } = await slotsOpenAtStart([200]);
    expect(onTheWire).toBe(1);
    expect(rampSteps).toBe(1);
  });
});
