import type { FastifyInstance } from 'fastify';

/**
 * Closes the app gracefully: it stops accepting connections (new requests on open ones answer 503), lets
 * the requests in flight finish, then runs the close hooks (the database last). Requests still running at
 * the deadline have their connections closed, so a stuck client cannot hold the shutdown forever.
 */
export async function closeGracefully(app: FastifyInstance, deadlineMs: number) {
  const timer = setTimeout(() => {
    app.log.warn(`requests still running after ${deadlineMs} ms; closing their connections`);
    app.server.closeAllConnections();
  }, deadlineMs);
  timer.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
