import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@ops/contracts';

/** Which answer a request the HTTP parser refused gets; everything else it refuses is unreadable. */
function answerFor(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, MESSAGES.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, MESSAGES.requestTimedOut];
  return [400, MESSAGES.unreadableRequest];
}

const LINGER_MS = 5_000;
const answered = new WeakSet<Duplex>();

/**
 * Requests Node's parser refuses (oversized headers, a NUL in a header, broken framing) never reach
 * Fastify's error handler; they still get the API's `{success, message}` answer, then the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex) {
  // Answered already: the parser refuses each later read too. Closing now, with the client's bytes unread,
  // would reset the connection and lose the answer for a client still sending its body; the rest is read
  // and dropped until the client closes, or for LINGER_MS at most.
  if (answered.has(socket)) return;
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = answerFor(error.code);
  const body = JSON.stringify({ success: false, message });
  // An answer to HEAD has no body: a client reads the bytes after the headers as a broken next answer.
  // The packet the parser refused shows the method when the head's first read ran past the limit.
  const head =
    Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
  answered.add(socket);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      (head ? '' : body),
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** An HTTP/1.1 request without a Host header (Node's own check is off: it answers with an empty 400). */
export const hostRequired = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.raw.httpVersion !== '1.1' || request.headers.host) return;
      return reply
        .code(400)
        .header('connection', 'close')
        .send({ success: false, message: MESSAGES.unreadableRequest });
    });
  },
  { name: 'host-required' },
);
