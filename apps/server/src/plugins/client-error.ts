import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES } from '@ops/contracts';

/** Which answer a request the HTTP parser refused gets; everything else it refuses is unreadable. */
function answerFor(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, MESSAGES.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, MESSAGES.requestTimedOut];
  return [400, MESSAGES.unreadableRequest];
}

/**
 * Requests Node's parser refuses (oversized headers, a NUL in a header, broken framing) never reach
 * Fastify's error handler; they still get the API's `{success, message}` answer, then the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = answerFor(error.code);
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
