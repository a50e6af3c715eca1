import { MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';

let t: TestApp;
const errno = (message: string, code: string) => Object.assign(new Error(message), { code });

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.get('/test-database-down', { config: { public: true } }, async () => {
        throw new Error('Failed query: select 1', { cause: errno('connect ECONNREFUSED', 'ECONNREFUSED') });
      });
      app.get('/test-disk-full', { config: { public: true } }, async () => {
        throw errno('ENOSPC: no space left on device, write', 'ENOSPC');
      });
    },
  });
});
afterAll(() => t.close());

it('an unreachable database answers 503 in the API shape with a Retry-After, never a 500', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/test-database-down' });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ success: false, message: MESSAGES.serviceUnavailable });
});

it('a full file store answers 507 saying so, without the system error', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/test-disk-full' });
  expect(res.statusCode).toBe(507);
  expect(res.json()).toEqual({ success: false, message: MESSAGES.storageFull });
});
