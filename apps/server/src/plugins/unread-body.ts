import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A request whose body was not all read by the time it was answered (a form refused at its first file
 * part, say) has the rest of it drained and dropped, as Node does for bodies nobody reads. A body piped
 * into a form parser that stopped reading is otherwise never drained: the connection would hang until the
 * keep-alive timeout, and the client's next request with it. (Closing the connection instead can cut the
 * answer short: a socket closed with unread bytes is reset.)
 */
export const unreadBody = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request) => {
      if (request.raw.complete) return;
      request.raw.unpipe();
      request.raw.resume();
    });
  },
  { name: 'unread-body' },
);
