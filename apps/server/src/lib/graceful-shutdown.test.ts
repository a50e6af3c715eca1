import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
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

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/** A GET on its own connection, or on `agent`'s (keep-alive); `socket` gets the connection used. */
const get = (port: number, path: string, agent: http.Agent | false = false, socket?: (s: Socket) => void) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      res.on('error', reject);
    });
    request.on('error', reject);
    if (socket) request.on('socket', socket);
  });

it('a shutdown lets the request in flight finish, and takes no new connection meanwhile', async () => {
  const { app, port, inHandler, release } = await slowApp();
  const inFlight = get(port, '/test-slow');
  await inHandler;
  let closed = false;
  const closing = closeGracefully(app, { drainMs: 0, deadlineMs: 10_000 }).then(() => (closed = true));
  await new Promise((r) => setTimeout(r, 50));
  expect(closed).toBe(false);
  await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);

  release();
  expect(await inFlight).toMatchObject({ status: 200, body: JSON.stringify({ finished: true }) });
  await closing;
  expect(closed).toBe(true);
});

it('at the deadline, requests still running lose their connections and the shutdown completes', async () => {
  const { app, port, inHandler } = await slowApp();
  // Its failure is caught at once: it comes at the deadline, while the close still runs its hooks.
  const stuck = get(port, '/test-slow').then(
    () => new Error('answered'),
    (error: Error) => error,
  );
  await inHandler;
  const started = Date.now();
  await closeGracefully(app, { drainMs: 0, deadlineMs: 200 });
  expect(Date.now() - started).toBeLessThan(5000);
  expect((await stuck).message).toMatch(/socket hang up|ECONNRESET/);
});

it('from the moment a shutdown begins /readyz answers 503 while requests are still served, until the drain ends', async () => {
  const { app, port } = await slowApp();
  const started = Date.now();
  const closing = closeGracefully(app, { drainMs: 400, deadlineMs: 10_000 });

  const ready = await get(port, '/readyz');
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body)).toEqual({
    status: 'shutting_down',
    checks: { database: 'ok', storage: 'ok' },
  });
  // A new connection is still taken and answered; the answer says the connection closes after it.
  expect(await get(port, '/healthz')).toEqual({
    status: 200,
    body: JSON.stringify({ status: 'ok' }),
    connection: 'close',
  });

  await closing;
  expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
});

it('after the drain an idle keep-alive connection is closed, and a request in flight on another finishes', async () => {
  const { app, port, inHandler, release } = await slowApp();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let idle!: Socket;
  const first = await get(port, '/healthz', agent, (s) => (idle = s));
  expect(first.connection).toBe('keep-alive');
  let idleClosedAt = 0;
  idle.once('close', () => (idleClosedAt = Date.now()));
  const inFlight = get(port, '/test-slow');
  await inHandler;

  const started = Date.now();
  const closing = closeGracefully(app, { drainMs: 300, deadlineMs: 10_000 });
  await new Promise((r) => setTimeout(r, 150));
  // Still in the drain: the idle connection stays, so a request the balancer already sent is answered.
  expect(idleClosedAt).toBe(0);
  await new Promise((r) => setTimeout(r, 350));
  expect(idleClosedAt - started).toBeGreaterThanOrEqual(300);

  release();
  expect(await inFlight).toEqual({
    status: 200,
    body: JSON.stringify({ finished: true }),
    connection: 'close',
  });
  await closing;
  agent.destroy();
});
