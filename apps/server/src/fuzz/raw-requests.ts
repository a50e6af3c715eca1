const HOST = 'Host: 127.0.0.1\r\n';
const LOGIN = '/api-ops/auth/v1/login/';

/**
 * Whole requests a client library would not send: a NUL or a bare CR in a header, headers past Node's
 * limit, broken request lines, smuggling-style framing, unknown methods and versions. Each is complete,
 * so the server has everything it needs to answer.
 */
export const RAW_REQUESTS: readonly string[] = [
  `GET /api-ops/ops/v1/profile/ HTTP/1.1\r\n${HOST}X-Odd: a\u0000b\r\n\r\n`,
  `GET /api-ops/ops/v1/profile/ HTTP/1.1\r\n${HOST}X-Odd: a\rb\r\n\r\n`,
  `GET /healthz HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  `GET /healthz HTTP/1.1\r\n${HOST}${'X-Many: 1\r\n'.repeat(3_000)}\r\n`,
  `GET /\u0001 HTTP/1.1\r\n${HOST}\r\n`,
  `GET / HTTP/9.9\r\n${HOST}\r\n`,
  'GARBAGE\r\n\r\n',
  `GET /healthz HTTP/1.1\r\n\r\n`,
  'GET /healthz HTTP/1.0\r\n\r\n',
  `GET http://example.invalid/healthz HTTP/1.1\r\n${HOST}\r\n`,
  `GET * HTTP/1.1\r\n${HOST}\r\n`,
  `FUZZ /healthz HTTP/1.1\r\n${HOST}\r\n`,
  `POST ${LOGIN} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  `POST ${LOGIN} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  `POST ${LOGIN} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: -1\r\n\r\n`,
  `POST ${LOGIN} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 99999999999999999999\r\n\r\n`,
  `POST ${LOGIN} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
  `POST ${LOGIN} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n`,
  `GET /healthz HTTP/1.1\r\n${HOST} X-Folded: 1\r\n\r\n`,
  `GET /healthz HTTP/1.1\r\n${HOST}Bad Header: 1\r\n\r\n`,
  `GET /api-ops/\u00ff HTTP/1.1\r\n${HOST}\r\n`,
];
