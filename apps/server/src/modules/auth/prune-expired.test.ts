import { API } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordResetTokens, sessions, authThrottle } from '@/db/schema.js';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';
import { pruneExpired } from './prune-expired.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('prunes sessions, links and counters long past, and keeps live ones', async () => {
  const { db } = t.app.services;
  const old = await buildSignedInUser(t.app);
  await apiClient(t.app).post(API.auth.forgetPassword, { email: old.user.email });
  await t.app.services.auth.drain();
  await apiClient(t.app).post(API.auth.login, { username: 'who@example.com', password: 'Wrong#1' });

  t.clock.advance(8 * 24 * 3_600_000);
  const live = await buildSignedInUser(t.app);
  await pruneExpired(db, t.app.services.throttle, t.clock.now());

  const left = await db.select({ user: sessions.user_id }).from(sessions);
  expect(left.map((s) => s.user)).toEqual([live.user.id]);
  expect(await db.$count(passwordResetTokens)).toBe(0);
  const counters = await db.select().from(authThrottle);
  expect(counters.map((c) => c.key)).not.toContain('login:account:who@example.com');
  expect(counters.every((c) => c.window_started_at.getTime() === t.clock.now().getTime())).toBe(true);
  expect((await apiClient(t.app).get(API.ops.profile, live.token)).statusCode).toBe(200);
});
