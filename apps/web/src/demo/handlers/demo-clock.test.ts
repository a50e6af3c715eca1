import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, DELIVERY_MESSAGES } from '@ops/contracts';
import { demoClock } from '../data/demo-clock';
import { demo } from '../test-kit/delivery-calls';
import { DEMO_NOW } from '../test-kit/demo-call';

const DAY = 86_400_000;

describe("the demo's one clock", () => {
  afterEach(() => vi.useRealTimers());

  it('stands at the state’s now in the tests and runs on from it in the demo build', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1), toFake: ['Date'] });
    let now = DEMO_NOW;
    const standing = demoClock(() => now, false);
    const running = demoClock(() => now, true);
    vi.advanceTimersByTime(5_000);
    expect(standing()).toBe(DEMO_NOW);
    expect(running()).toBe(DEMO_NOW + 5_000);
    now += DAY;
    expect(standing()).toBe(DEMO_NOW + DAY);
    expect(running()).toBe(DEMO_NOW + DAY + 5_000);
  });

  // Judged at the wall clock, a share ending a day after the samples' date was refused as already past once
  // the calendar had moved beyond it (a date bomb, as the file requests' was on 2026-12-01).
  it('judges a share’s end by the samples’ time, whatever the date today', async () => {
    const { state, call } = demo();
    const delivery = state.deliveries[0]!;
    const domain = state.clients.find((c) => c.client_code === delivery.client_code)!.client_domain_list[0]!;
    const share = (expires: number) =>
      call(API.assignments.shareFile, {
        method: 'POST',
        as: 'OU',
        json: {
          delivery_id: delivery.id,
          emails: [`reader@${domain}`],
          expires_at: new Date(expires).toISOString(),
        },
      });
    const past = await share(DEMO_NOW - 1);
    expect(past.body).toMatchObject({ success: false, message: DELIVERY_MESSAGES.shareExpiryRule });
    const taken = await share(DEMO_NOW + DAY);
    expect(taken.body).toMatchObject({ success: true, message: DELIVERY_MESSAGES.deliveryShared });
    expect(state.accessLogs.get(delivery.id)!.at(-1)!.date).toBe(new Date(DEMO_NOW).toISOString());
  });

  it('dates what it writes by that time: a comment', async () => {
    const { state, call } = demo();
    const delivery = state.deliveries[0]!;
    const posted = await call(API.assignments.postComment, {
      method: 'POST',
      as: 'OU',
      json: { delivery_id: delivery.id, message: 'Checked the glossary.' },
    });
    expect(posted.status).toBe(200);
    expect(state.comments.get(delivery.id)!.at(-1)!.datetime).toBe(new Date(DEMO_NOW).toISOString());
  });
});
