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

it('while a request is answered, holds every body but the longest-running one until just after it is answered', async () => {
  vi.useFakeTimers();
  const gate = createBulkGate({ graceMs: 10 });
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
  vi.advanceTimersByTime(9);
  expect(await settled(secondWaits)).toBe(false);
  vi.advanceTimersByTime(1);
  expect(await settled(secondWaits)).toBe(true);
  expect(await settled(thirdWaits)).toBe(true);
  expect(second.hold()).toBeUndefined();
});

it("keeps holding when a page's next request comes within the grace", async () => {
  vi.useFakeTimers();
  const gate = createBulkGate({ graceMs: 10 });
  gate.beginBody();
  const held = gate.beginBody();
  const first = gate.beginRequest();
  const waits = held.hold();
  first();
  vi.advanceTimersByTime(5);
  // Between the two answers the body is still held, and a hold asked now waits too.
  expect(held.hold()).toBeInstanceOf(Promise);
  const next = gate.beginRequest();
  vi.advanceTimersByTime(20);
  expect(await settled(waits)).toBe(false);
  next();
  vi.advanceTimersByTime(10);
  expect(await settled(waits)).toBe(true);
});

it('waits for the last of several requests, and counts a request answered twice once', async () => {
  vi.useFakeTimers();
  const gate = createBulkGate({ graceMs: 10 });
  gate.beginBody();
  const held = gate.beginBody();
  const one = gate.beginRequest();
  const two = gate.beginRequest();
  const waits = held.hold();
  one();
  one();
  vi.advanceTimersByTime(50);
  expect(await settled(waits)).toBe(false);
  two();
  vi.advanceTimersByTime(10);
  expect(await settled(waits)).toBe(true);
});

it('lets the next body lead when the lead ends, and holds none longer than its limit', async () => {
  vi.useFakeTimers();
  const gate = createBulkGate({ maxHoldMs: 1000 });
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
