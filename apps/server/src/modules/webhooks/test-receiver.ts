import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A workflow tool on loopback for the tests: answers the statuses queued (then 200), keeps what it got. */
export function testReceiver() {
  const got: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  return {
    got,
    answers,
    /** The events received, parsed. */
    events: () => got.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> }),
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
