import { USER_TYPES } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { seedDemoAccounts } from './demo-accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('creates one account per user type once, even when two instances start together', async () => {
  const [first, second] = await Promise.all([
    seedDemoAccounts(t.app.services.users),
    seedDemoAccounts(t.app.services.users),
  ]);
  const created = [...first, ...second];
  expect(created.map((a) => a.type).sort()).toEqual([...USER_TYPES].sort());
  expect(created.find((a) => a.type === 'EMPTY')?.verified).toBe(false);
  expect(await t.app.services.users.count()).toBe(USER_TYPES.length);
  expect(await seedDemoAccounts(t.app.services.users)).toEqual([]);
});
