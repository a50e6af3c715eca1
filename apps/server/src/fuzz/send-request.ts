import http from 'node:http';
import net from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER } from '@ops/contracts';
import { bodyOf, urlOf, type FuzzRequest } from './fuzz-request.js';
import type { FuzzWorld } from './fuzz-world.js';

/** Past this an answer counts as none: far beyond the 2 s the fuzzer allows, so a hang is still told apart. */
const GIVE_UP_MS = 15_000;
const CSRF = 'fuzz-csrf-token-0123456789abcdef';

export interface Answer {
  /** 0: no answer (the connection closed or the fuzzer gave up). */
  status: number;
  ms: number;
  /** The start of the body, for the report. */
  excerpt: string;
}

export interface Target {
  host: string;
  port: number;
  agent: http.Agent;
}

function headersOf(
  request: FuzzRequest,
  world: FuzzWorld,
  body: { bytes: Buffer; contentType?: string } | undefined,
) {
  const headers: [string, string][] = [];
  const credential = world.credential(request.caller);
  if (request.credentials === 'valid' && credential) headers.push(credential);
  if (request.credentials === 'mangled' && request.mangledCredential !== undefined)
    headers.push([credential?.[0] ?? 'authorization', request.mangledCredential]);
  if (request.csrf !== 'missing') headers.push(['cookie', `${CSRF_COOKIE}=${CSRF}`]);
  if (request.csrf === 'pair') headers.push([CSRF_HEADER, CSRF]);
  if (request.csrf === 'mismatch') headers.push([CSRF_HEADER, `${CSRF}-other`]);
  if (body?.contentType !== undefined) headers.push(['content-type', body.contentType]);
  if (body) headers.push(['content-length', String(body.bytes.length)]);
  // Node adds Host (and frames nothing) only for headers given as an object; a repeated name keeps its last value.
  return Object.fromEntries([...headers, ...request.headers]);
}

/** Sends one request over the keep-alive agent and waits for the whole answer. */
function sendHttp(target: Target, request: FuzzRequest, world: FuzzWorld): Promise<Answer> {
  const body = request.body ? bodyOf(request.body, world.refs) : undefined;
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, excerpt: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - started, excerpt });
    };
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: target.host,
        port: target.port,
        agent: target.agent,
        method: request.method,
        path: urlOf(request, world.refs),
        headers: headersOf(request, world, body),
        timeout: GIVE_UP_MS,
      });
    } catch (error) {
      // Node's client refuses to send it (a character it will not put in a URL or header): a fuzzer bug.
      done(-1, String(error));
      return;
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < 400) chunks.push(chunk);
        kept += chunk.length;
      });
      res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8').slice(0, 400)));
      res.on('error', (error) => done(0, String(error)));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${GIVE_UP_MS} ms`)));
    req.on('error', (error) => done(0, String(error)));
    req.end(body?.bytes);
  });
}

/** Writes a raw request on its own connection and reads the status line of the answer. */
function sendRaw(target: Target, raw: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let received = '';
    let settled = false;
    const socket = net.connect({ host: target.host, port: target.port });
    const done = (status: number) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ status, ms: performance.now() - started, excerpt: received.slice(0, 400) });
    };
    socket.setTimeout(GIVE_UP_MS, () => done(0));
    socket.on('connect', () => socket.write(Buffer.from(raw, 'latin1')));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (status && received.includes('\r\n\r\n')) done(Number(status[1]));
    });
    socket.on('error', () => done(0));
    socket.on('close', () => done(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)));
  });
}

export function send(target: Target, request: FuzzRequest, world: FuzzWorld): Promise<Answer> {
  return request.raw !== undefined ? sendRaw(target, request.raw) : sendHttp(target, request, world);
}
