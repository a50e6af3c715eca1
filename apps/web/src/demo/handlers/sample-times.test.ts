import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { demo } from '../test-kit/delivery-calls';
import { DEMO_NOW } from '../test-kit/demo-call';

/** Every date-time string in an answer, wherever it sits. */
function dateTimes(value: unknown): string[] {
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(dateTimes);
  if (value && typeof value === 'object') return Object.values(value).flatMap(dateTimes);
  return [];
}

// The newest sample was delivered a few hours before the demo's clock, and its comments, shares and
// accesses follow it by up to six hours: none may read as written after the clock, in a time to come.
describe("the samples' activity", () => {
  it('is dated no later than the demo’s clock, for every delivery', async () => {
    const { state, call } = demo();
    const paths = API.assignments;
    // The log calls answer for any delivery, live or archived, as the server's do.
    const read = async (path: string) => {
      const answer = await call(path, { as: 'OA' });
      expect(answer.status, path).toBe(200);
      return dateTimes(answer.body);
    };
    const times: string[] = [];
    for (const { id } of state.deliveries) {
      times.push(
        ...(await read(paths.comments(id))),
        ...(await read(paths.accessLog(id))),
        ...(await read(paths.sharingFile(id))),
      );
    }
    expect(times.length).toBeGreaterThan(state.deliveries.length * 5);
    const later = times.filter((time) => Date.parse(time) > DEMO_NOW);
    expect(later).toEqual([]);
  });
});
