import { afterEach, expect, it, vi } from 'vitest';
import { createBulkGate } from './bulk-gate.js';

afterEach(() => vi.useRealTimers());

/** Whether the promise has settled by the end of this turn of the event loop's microtasks. */
async function settled(promise: Promise<void> | undefined) {
  if (!promise) return true;
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

it('holds no part body while no request is being answered', () => {
  const gate = createBulkGate();
  const first = gate.beginBody();
  const second = gate.beginBody();
  expect(first.hold()).toBeUndefined();
  expect(second.hold()).toBeUndefined();
});

it('while a request is answered, holds every body but the longest-running one until it is answered', async () => {
  const gate = createBulkGate();
  const lead = gate.beginBody();
  const second = gate.beginBody();
  const third = gate.beginBody();
  const answered = gate.beginRequest();
  expect(lead.hold()).toBeUndefined();
  const secondWaits = second.hold();
  const thirdWaits = third.hold();
  expect(await settled(secondWaits)).toBe(false);
  expect(await settled(thirdWaits)).toBe(false);
  answered();
  expect(await settled(secondWaits)).toBe(true);
  expect(await settled(thirdWaits)).toBe(true);
  expect(second.hold()).toBeUndefined();
});

it('waits for the last of several requests, and counts a request answered twice once', async () => {
  const gate = createBulkGate();
  gate.beginBody();
  const held = gate.beginBody();
  const one = gate.beginRequest();
  const two = gate.beginRequest();
  const waits = held.hold();
  one();
  one();
  expect(await settled(waits)).toBe(false);
  two();
  expect(await settled(waits)).toBe(true);
});

it('lets the next body lead when the lead ends, and holds none longer than its limit', async () => {
  vi.useFakeTimers();
  const gate = createBulkGate(1000);
  const lead = gate.beginBody();
  const next = gate.beginBody();
  const last = gate.beginBody();
  gate.beginRequest();
  const nextWaits = next.hold();
  const lastWaits = last.hold();
  lead.end();
  expect(await settled(nextWaits)).toBe(true);
  expect(next.hold()).toBeUndefined();
  // The request is still unanswered: `last` was woken to look again and is held again, for at most 1 s.
  expect(await settled(lastWaits)).toBe(true);
  const again = last.hold();
  vi.advanceTimersByTime(999);
  expect(await settled(again)).toBe(false);
  vi.advanceTimersByTime(1);
  expect(await settled(again)).toBe(true);
});
