import { REQUEST_ID_HEADER, SYSTEM_PATHS } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.js';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  // The test takes the database away itself.
  afterAll(() => t.app.close());

  it('/healthz answers while the process runs, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.healthz });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 with the database and the store reachable, 503 once the database is gone', async () => {
    const ready = await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.readyz });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });

    await t.database.close();
    const gone = await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.readyz });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
    // Liveness does not depend on the database.
    expect((await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.healthz })).statusCode).toBe(200);
  });

  it('every answer names its request id; a plain id from a proxy in front is kept, anything else replaced', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.healthz });
    expect(fresh.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ method: 'GET', url: SYSTEM_PATHS.healthz });
    expect(other.headers[REQUEST_ID_HEADER]).not.toBe(fresh.headers[REQUEST_ID_HEADER]);
    const kept = await t.app.inject({
      method: 'GET',
      url: SYSTEM_PATHS.healthz,
      headers: { [REQUEST_ID_HEADER]: 'lb-7f3a.42' },
    });
    expect(kept.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a.42');
    const odd = await t.app.inject({
      method: 'GET',
      url: SYSTEM_PATHS.healthz,
      headers: { [REQUEST_ID_HEADER]: 'x'.repeat(65) },
    });
    expect(odd.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const notFound = await t.app.inject({ method: 'GET', url: '/api-ops/nothing/' });
    expect(notFound.headers[REQUEST_ID_HEADER]).toBeTruthy();
  });
});
