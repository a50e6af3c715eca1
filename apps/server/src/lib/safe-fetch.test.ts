import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';
import { FetchRefused, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

// Real loopback servers (the only ones a test may reach). The tests stand 127.0.0.1 in for a public
// address by injecting the address policy; the default policy is checked on its own.
let server: Server;
let other: Server;
let port: number;
let otherPort: number;
const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.address() as AddressInfo).port;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/sheet.csv') return void res.end('batch_id\nB-1\n');
    if (url === '/same-host') return void res.writeHead(302, { location: '/sheet.csv' }).end();
    if (url === '/other-host')
      return void res.writeHead(302, { location: `http://localhost:${otherPort}/sheet.csv` }).end();
    if (url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (url === '/announced-huge')
      return void res.writeHead(200, { 'content-length': String(3 * 1024 ** 3) }).end();
    if (url === '/endless') {
      // Chunked, no length announced: 64 KB after 64 KB until the client hangs up.
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', write);
      };
      return write();
    }
    if (url === '/slow') {
      res.writeHead(200);
      res.write('batch_id\n');
      return; // never ends
    }
    res.writeHead(404).end();
  });
  other = createServer((_req, res) => res.end('batch_id\nfrom-elsewhere\n'));
  port = await listen(server);
  otherPort = await listen(other);
});
afterAll(async () => {
  server.closeAllConnections();
  other.closeAllConnections();
  await Promise.all([server, other].map((s) => new Promise((resolve) => s.close(resolve))));
});

const asPublic: Partial<SafeFetchOptions> = { allowAddress: (address) => address === '127.0.0.1' };
const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  maxBytes: 1024 * 1024,
  timeoutMs: 5000,
  ...asPublic,
  ...extra,
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof FetchRefused ? error.reason : String(error)),
  );

describe('safeFetch', () => {
  it('fetches, following a redirect on the same host', async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/same-host`, options());
    expect(res.body.toString()).toBe('batch_id\nB-1\n');
    expect(res.url).toBe(`http://127.0.0.1:${port}/sheet.csv`);
  });

  it('refuses an oversized answer, announced or streamed, and the process goes on', async () => {
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/announced-huge`, options()))).toBe('too-large');
    const before = process.memoryUsage().rss;
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/endless`, options()))).toBe('too-large');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    // Still serving after both.
    expect((await safeFetch(`http://127.0.0.1:${port}/sheet.csv`, options())).status).toBe(200);
  });

  it('refuses a redirect to another host, unless that host is named', async () => {
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/other-host`, options()))).toBe('redirect');
    const named = await safeFetch(
      `http://127.0.0.1:${port}/other-host`,
      options({ redirectHosts: ['localhost'], resolve: async () => [{ address: '127.0.0.1', family: 4 }] }),
    );
    expect(named.body.toString()).toBe('batch_id\nfrom-elsewhere\n');
  });

  it('refuses a redirect whose host now resolves to loopback (the addresses are checked at every hop)', async () => {
    const answers = ['127.0.0.1', '127.0.0.2'];
    const resolve = async () => [{ address: answers.shift() ?? '127.0.0.2', family: 4 }];
    const fetched = safeFetch(`http://sheets.test:${port}/same-host`, options({ resolve }));
    expect(await refusal(fetched)).toBe('address');
  });

  it('by default connects to public addresses only, checking what a name resolves to', async () => {
    const plain = { maxBytes: 1024, timeoutMs: 2000 };
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/sheet.csv`, plain))).toBe('address');
    expect(await refusal(safeFetch(`http://localhost:${port}/sheet.csv`, plain))).toBe('address');
    expect(await refusal(safeFetch(`http://[::1]:${port}/sheet.csv`, plain))).toBe('address');
    const rebound = { ...plain, resolve: async () => [{ address: '10.0.0.7', family: 4 }] };
    expect(await refusal(safeFetch('http://sheets.example.com/x.csv', rebound))).toBe('address');
    expect(await refusal(safeFetch('file:///etc/passwd', plain))).toBe('address');
  });

  it('bounds the redirects and the time', async () => {
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/loop`, options()))).toBe('redirect');
    const started = Date.now();
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/slow`, options({ timeoutMs: 300 })))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, CGNAT, link-local, unspecified and IPv4-mapped addresses', () => {
    const refused = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      'not-an-address',
    ];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(['8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'].every(isPublicAddress)).toBe(true);
  });
});
