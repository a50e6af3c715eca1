import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { closeGracefully } from './graceful-shutdown.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

/** A real listening app with one slow route that answers when the test lets it. */
async function slowApp() {
  let entered!: () => void;
  let release!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  t = await buildTestApp({
    extend: (app) => {
      app.get('/test-slow', async () => {
        entered();
        await released;
        return { finished: true };
      });
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return { app: t.app, port, inHandler, release };
}

const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });

it('a shutdown lets the request in flight finish, and takes no new connection meanwhile', async () => {
  const { app, port, inHandler, release } = await slowApp();
  const inFlight = get(port, '/test-slow');
  await inHandler;
  let closed = false;
  const closing = closeGracefully(app, 10_000).then(() => (closed = true));
  await new Promise((r) => setTimeout(r, 50));
  expect(closed).toBe(false);
  await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);

  release();
  expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
  await closing;
  expect(closed).toBe(true);
});

it('at the deadline, requests still running lose their connections and the shutdown completes', async () => {
  const { app, port, inHandler } = await slowApp();
  const stuck = get(port, '/test-slow');
  await inHandler;
  const started = Date.now();
  await closeGracefully(app, 200);
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/);
});
