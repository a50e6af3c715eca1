import { API, MESSAGES, SYSTEM_PATHS } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../test/client-factories.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { apiClient } from '../test/api-client.js';
import { buildSignedInUser } from '../test/factories.js';
import { faultWorld, type FaultWorld } from './fault-world.js';
import { liveClient, type LiveAnswer } from './live-client.js';
import { runLoad, waitFor, type Call, type Outcome } from './load.js';
import { startPostgres, stopPostgres } from './private-postgres.js';

/** How long the database stays down, and the slowest answer allowed while it is. */
const OUTAGE_MS = 3000;
const QUICK_MS = 2000;

let w: FaultWorld;
let calls: Call[];

beforeAll(async () => {
  w = await faultWorld('faults_pg_restart', { env: { LIST_CACHE_SECONDS: '0' } });
  const admin = await buildSignedInUser(w.t.app, { userType: 'OA' });
  const { client, entity } = await buildClient(apiClient(w.t.app), admin.token);
  const { delivery } = await buildDelivery(w.t.app, { clientId: client.client_id, entityId: entity.id });
  await w.start();
  // Generous: a hanging request shows as a timeout (status 0), never as a stuck test.
  const api = liveClient(w.base, 8000);
  const month = new Date().toISOString().slice(0, 7);
  calls = [
    { name: 'month listing', send: () => api.get(`${API.assignments.list}?month=${month}`, admin.token) },
    { name: 'delivery detail', send: () => api.get(API.assignments.byId(delivery.id), admin.token) },
    {
      name: 'comment post',
      send: () =>
        api.post(
          API.assignments.postComment,
          { delivery_id: delivery.id, message: 'Still there?' },
          admin.token,
        ),
    },
    {
      name: 'login',
      send: () => api.post(API.auth.login, { username: admin.user.email, password: admin.password }),
    },
    { name: 'readiness', send: () => api.get(SYSTEM_PATHS.readyz) },
  ];
});
afterAll(() => w?.close());

const failures = (outcomes: Outcome[]) =>
  outcomes.filter((o) => o.answer.status !== 200).map((o) => `${o.call}: ${JSON.stringify(o.answer)}`);

/** A 503 in the API's shape (or the readiness probe's), with a Retry-After and no internals. */
function expectUnavailable(outcome: Outcome) {
  const answer = outcome.answer as LiveAnswer;
  expect(answer.status, `${outcome.call}: ${JSON.stringify(answer)}`).toBe(503);
  if (outcome.call === 'readiness') {
    expect(answer.body).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
    return;
  }
  expect(answer.body).toEqual({ success: false, message: MESSAGES.serviceUnavailable });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe.each(['fast', 'immediate'] as const)('PostgreSQL stopped (%s) under load, then started', (mode) => {
  it('answers 503 quickly while it is down and recovers on its own, in the same process', async () => {
    const pid = w.server.pid;
    const load = runLoad(calls);
    await new Promise((r) => setTimeout(r, 1000));
    const warm = load.between(0);
    expect(failures(warm)).toEqual([]);

    await stopPostgres(w.cluster, mode);
    const down = Date.now();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const up = Date.now();
    await startPostgres(w.cluster);

    // Recovered once every call has answered 200 to a request made after the start.
    const started = Date.now();
    const recoveredIn = await waitFor(
      () => {
        if (w.server.exited()) throw new Error(`the server died:\n${w.server.output.slice(-15).join('\n')}`);
        return calls.every((c) =>
          load.between(started).some((o) => o.call === c.name && o.answer.status === 200),
        );
      },
      20_000,
      'every call to answer 200 again',
    );
    const recovered = Date.now();
    await new Promise((r) => setTimeout(r, 1000));
    const outcomes = await load.stop();

    // Nothing ever hung or lost its connection, and nothing answered anything but 200 or 503.
    expect(outcomes.filter((o) => o.answer.status === 0)).toEqual([]);
    expect(outcomes.filter((o) => ![200, 503].includes(o.answer.status))).toEqual([]);
    for (const outcome of outcomes.filter((o) => o.answer.status === 503)) expectUnavailable(outcome);

    const duringOutage = load.between(down, up);
    expect(duringOutage.length).toBeGreaterThan(20);
    for (const outcome of duringOutage) {
      expectUnavailable(outcome);
      expect(outcome.answer.ms, outcome.call).toBeLessThan(QUICK_MS);
    }
    expect(failures(load.between(recovered))).toEqual([]);
    expect(w.server.exited()).toBe(false);
    expect(w.server.pid).toBe(pid);
    console.log(
      `PostgreSQL ${mode} stop: ${outcomes.length} requests, ${duringOutage.length} during the ${OUTAGE_MS} ms outage ` +
        `(slowest ${Math.max(...duringOutage.map((o) => o.answer.ms))} ms), recovered ${recoveredIn} ms after the start`,
    );
  });
});
