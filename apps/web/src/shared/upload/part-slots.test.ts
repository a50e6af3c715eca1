import { describe, expect, it } from 'vitest';
import { PartSlots } from './part-slots';
import type { UploadClock } from './types';

/** A clock whose sleeps end only when the test says so. */
function manualClock() {
  const pending: { ms: number; wake: () => void }[] = [];
  const clock: UploadClock = {
    now: () => 0,
    sleep: (ms) => new Promise<void>((wake) => pending.push({ ms, wake })),
  };
  return { clock, pending };
}

const signal = new AbortController().signal;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function takeAll(slots: PartSlots, n: number) {
  let granted = 0;
  for (let i = 0; i < n; i++) void slots.take(signal).then(() => granted++);
  await settle();
  return () => granted;
}

describe('part slots', () => {
  it('opens one slot at a time from a cold start, one more per ramp step', async () => {
    const { clock, pending } = manualClock();
    const slots = new PartSlots(3, undefined, clock, 250);
    slots.restartRamp();
    const granted = await takeAll(slots, 4);
    expect(granted()).toBe(1);
    expect(pending.map((p) => p.ms)).toEqual([250]);
    pending.shift()!.wake();
    await settle();
    expect(granted()).toBe(2);
    pending.shift()!.wake();
    await settle();
    // All three open; the fourth waits for a part to end, and the ramp is over.
    expect(granted()).toBe(3);
    expect(pending).toEqual([]);
    slots.give();
    await settle();
    expect(granted()).toBe(4);
  });

  it('does not restart the ramp while parts are on the wire', async () => {
    const { clock, pending } = manualClock();
    const slots = new PartSlots(2, undefined, clock, 250);
    const granted = await takeAll(slots, 2);
    expect(granted()).toBe(2);
    slots.restartRamp();
    expect(pending).toEqual([]);
    expect(slots.free).toBe(0);
  });

  it('hands every slot out at once without a ramp', async () => {
    const { clock } = manualClock();
    const slots = new PartSlots(4, undefined, clock, 0);
    slots.restartRamp();
    const granted = await takeAll(slots, 4);
    expect(granted()).toBe(4);
  });
});
