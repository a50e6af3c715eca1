import { API } from '@ops/contracts';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';

let t: TestApp;
const answer: { person?: () => void; download?: () => void } = {};
const bulkOf = new Map<string, boolean>();
beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.addHook('onResponse', async (request) => {
        bulkOf.set(request.url, request.routeOptions.config.bulk === true);
      });
      app.get('/test/person', async () => {
        await new Promise<void>((resolve) => (answer.person = resolve));
        return { ok: true };
      });
      app.get('/test/download', { config: { bulk: true } }, async () => {
        await new Promise<void>((resolve) => (answer.download = resolve));
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

it("holds every part body but the lead while a person's request is answered, and none once it is", async () => {
  const lead = t.app.bulkGate.beginBody();
  const second = t.app.bulkGate.beginBody();
  try {
    const person = t.app.inject({ method: 'GET', url: '/test/person' });
    await vi.waitFor(() => expect(answer.person).toBeDefined());
    expect(lead.hold()).toBeUndefined();
    const held = second.hold();
    expect(held).toBeInstanceOf(Promise);
    answer.person!();
    expect((await person).statusCode).toBe(200);
    await held;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.hold()).toBeUndefined();
    // Answers of every kind end a request's count: refused, unknown, unauthorised.
    for (const url of ['/api-ops/nowhere', '/api-ops/ops/v2/all-assignments/?month=x'])
      await t.app.inject({ method: 'GET', url });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.hold()).toBeUndefined();
  } finally {
    lead.end();
    second.end();
  }
});

it('holds nothing for a byte stream (a download), which is not a person waiting for an answer', async () => {
  t.app.bulkGate.beginBody();
  const second = t.app.bulkGate.beginBody();
  const download = t.app.inject({ method: 'GET', url: '/test/download' });
  await vi.waitFor(() => expect(answer.download).toBeDefined());
  expect(second.hold()).toBeUndefined();
  answer.download!();
  await download;
});

it("counts none of an upload's calls, its part PUTs included, as a person's request", async () => {
  const calls = [
    API.deliveries.uploadGetUrl,
    API.deliveries.updateGetUrl,
    API.deliveries.legacyGetUrls,
    API.deliveries.multipartComplete,
    API.deliveries.legacyComplete,
    API.deliveries.uploadResume,
  ];
  for (const url of [...calls, API.assignments.list])
    await t.app.inject({ method: 'POST', url, payload: {} });
  const part = API.deliveries.uploadPart('unsigned');
  await t.app.inject({ method: 'PUT', url: part, payload: 'x' });
  for (const url of [...calls, part]) expect(bulkOf.get(url), url).toBe(true);
  expect(bulkOf.get(API.assignments.list)).toBe(false);
});
