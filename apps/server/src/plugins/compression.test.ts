import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API, SYSTEM_PATHS } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { buildSignedInUser } from '../test/factories.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await buildSignedInUser(t.app)).token;
});
afterAll(() => t.close());

const countries = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: API.requester.country,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

it('compresses JSON over 1 KB with Brotli when the client takes it, else gzip, else not at all', async () => {
  const plain = await countries();
  expect(plain.headers['content-encoding']).toBeUndefined();
  const json = plain.body;
  expect(Buffer.byteLength(json)).toBeGreaterThan(1024);

  const br = await countries('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(json) / 4);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);

  const gzip = await countries('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);

  const identity = await countries('identity');
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body).toBe(json);
});

it('leaves small answers as they are', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: SYSTEM_PATHS.healthz,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json()).toEqual({ status: 'ok' });
});

it('never inflates a compressed request body', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: API.auth.login,
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
  });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
});
