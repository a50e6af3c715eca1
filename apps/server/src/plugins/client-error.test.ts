import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes, as a broken client would, and reads the answer until the server closes. */
const raw = (request: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });

it('answers oversized headers with 431 in the API shape', async () => {
  const res = await raw(
    `GET /api-ops/ops/v2/all-assignments/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
  );
  expect(res.status).toBe(431);
  expect(res.headers).toContain('content-type: application/json');
  expect(JSON.parse(res.body)).toEqual({ success: false, message: MESSAGES.headersTooLarge });
});

it('answers a HEAD request with oversized headers with the headers alone, as HEAD answers are', async () => {
  const res = await raw(
    `HEAD /api-ops/ops/v2/all-assignments/?q=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  );
  expect(res.status).toBe(431);
  expect(res.headers).toContain('content-type: application/json');
  expect(res.body).toBe('');
});

it('keeps the 431 for a client that goes on sending its body after the refused head', async () => {
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    // The client reads nothing until its body is sent, as a client busy uploading does.
    socket.pause();
    socket.on('connect', async () => {
      socket.write(
        `PUT /api-req/requester/v1/entity/1/?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\nContent-Length: 3145728\r\n\r\n`,
      );
      await new Promise((r) => setTimeout(r, 100));
      socket.write(Buffer.alloc(3 * 1024 * 1024), () => undefined);
      await new Promise((r) => setTimeout(r, 100));
      socket.resume();
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', (error) => (received += `[${error.message}]`));
    socket.on('close', () => resolve(received));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  expect(answer).toContain(MESSAGES.headersTooLarge);
});

it('answers a NUL in a header and broken framing with 400 in the API shape', async () => {
  for (const request of [
    'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Odd: a\u0000b\r\n\r\n',
    'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    'NOT A REQUEST\r\n\r\n',
  ]) {
    const res = await raw(request);
    expect(res.status, JSON.stringify(request)).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: MESSAGES.unreadableRequest });
  }
});

it('still answers a well-formed request on the same server', async () => {
  const res = await raw('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(res.status).toBe(200);
});

it('answers an HTTP/1.1 request without a Host header in the API shape', async () => {
  const res = await raw('GET /api-ops/ops/v2/all-assignments/ HTTP/1.1\r\n\r\n');
  expect(res.status).toBe(400);
  expect(res.headers).toContain('content-type: application/json');
  expect(JSON.parse(res.body)).toEqual({ success: false, message: MESSAGES.unreadableRequest });
});

it('still answers an HTTP/1.0 request, which needs no Host header', async () => {
  const res = await raw('GET /healthz HTTP/1.0\r\n\r\n');
  expect(res.status).toBe(200);
});
