import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, CSRF_COOKIE, CSRF_HEADER } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { buildSignedInUser } from '../test/factories.js';

let t: TestApp;
let port: number;
let token: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  token = (await buildSignedInUser(t.app, { userType: 'OU' })).token;
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

/** One request over the shared keep-alive connection; its status, or 0 if none came within `ms`. */
function call(method: string, path: string, body?: Buffer, headers: Record<string, string> = {}, ms = 5_000) {
  return new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(0), ms);
    const req = http.request({ host: '127.0.0.1', port, agent, method, path, headers });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
      });
    });
    // Writing the rest of a refused body may fail once the server has answered and closed.
    req.on('error', () => undefined);
    req.end(body);
  });
}

it('answers the next request on the same connection at once after refusing a form at its first file', async () => {
  const boundary = 'unread-body-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="target_file"; filename=".hidden.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.alloc(6 * 1024 * 1024),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const refused = await call('POST', API.deliveries.legacyNewAssignment, body, {
    authorization: `Bearer ${token}`,
    cookie: `${CSRF_COOKIE}=unread-body-csrf-0123456789`,
    [CSRF_HEADER]: 'unread-body-csrf-0123456789',
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(body.length),
  });
  expect(refused).toBe(400);
  expect(await call('GET', '/healthz')).toBe(200);
});
