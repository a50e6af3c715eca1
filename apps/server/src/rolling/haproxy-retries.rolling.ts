import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../faults/load.js';
import { freePort } from '../test/free-port.js';
import { findHaproxy, startHaproxy, type Haproxy } from './haproxy.js';

const haproxyBinary = findHaproxy();

/**
 * A stand-in instance: ready, and for `/drop` it cuts the connection once the request came (a process that
 * died mid-request), for `/busy` it answers 503 (an instance closing) — unless `serves` says it answers 200.
 * Every request that reached it is counted by method and path.
 */
async function standIn(serves: (method: string) => boolean) {
  const arrived: string[] = [];
  const server = http.createServer((request, response) => {
    if (request.url === '/readyz') return response.end('ok');
    arrived.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      if (serves(request.method!)) response.end('served');
      else if (request.url === '/busy') response.writeHead(503).end('closing');
      else request.socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, arrived, port: (server.address() as AddressInfo).port };
}

describe.skipIf(!haproxyBinary)("the balancer's retries (deploy/haproxy/haproxy.cfg)", () => {
  let dir: string;
  let haproxy: Haproxy;
  let failing: Awaited<ReturnType<typeof standIn>>;
  let healthy: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ops-haproxy-'));
    // One instance fails everything; the other serves GETs and fails POSTs too.
    failing = await standIn(() => false);
    healthy = await standIn((method) => method === 'GET');
    const base = Number(process.env.ROLLING_BASE_PORT);
    const port = base > 0 ? base + 3 : await freePort();
    haproxy = await startHaproxy(haproxyBinary!, port, [failing.port, healthy.port], dir);
    await waitFor(async () => (await haproxy.stats()).every((s) => s.status === 'UP'), 10_000, 'both UP');
  });
  afterAll(async () => {
    await haproxy?.stop();
    for (const s of [failing, healthy]) s?.server.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The answer's status, 0 when the connection closed without one. */
  const send = async (method: string, url: string) => {
    try {
      const response = await fetch(`${haproxy.base}${url}`, {
        method,
        body: method === 'POST' ? JSON.stringify({ message: 'once' }) : undefined,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };

  it('a GET cut off or answered 503 by one instance is answered by the other', async () => {
    for (const url of ['/drop', '/busy']) {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push(await send('GET', url));
      expect(statuses, url).toEqual(Array(6).fill(200));
    }
    // The failing instance got some of them: the retries were real.
    expect(failing.arrived.filter((a) => a.startsWith('GET')).length).toBeGreaterThan(0);
  });

  it('a POST that reached an instance is never sent again: the client gets the failure', async () => {
    // 502, or on a kept-alive connection HAProxy closes it as the instance did: the client decides.
    expect([0, 502]).toContain(await send('POST', '/drop'));
    expect(await send('POST', '/busy')).toBe(503);
    expect([...failing.arrived, ...healthy.arrived].filter((a) => a.startsWith('POST')).sort()).toEqual([
      'POST /busy',
      'POST /drop',
    ]);
  });
});
