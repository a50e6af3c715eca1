import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

const draining = new WeakSet<Server>();

/** True from the moment a shutdown starts: /readyz answers 503 so a load balancer stops sending here. */
export const isDraining = (server: Server) => draining.has(server);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Closes the app gracefully, in the order a load balancer needs (decision 0026):
 * 1. /readyz turns 503 at once, and every answer from now on closes its connection, so keep-alive
 *    clients come back through the balancer;
 * 2. for `drainMs` everything is still served as usual, while the balancer's health check notices and
 *    sends new requests to the other instances;
 * 3. the listener closes and idle connections with it (new requests on open ones answer 503), the
 *    requests in flight finish, then the close hooks run (the database last). Requests still running
 *    `deadlineMs` after that have their connections closed, so a stuck client cannot hold the shutdown.
 */
export async function closeGracefully(
  app: FastifyInstance,
  { drainMs, deadlineMs }: { drainMs: number; deadlineMs: number },
) {
  draining.add(app.server);
  // First among the listeners, so the header is set before the app writes its answer.
  app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
  if (drainMs > 0) {
    app.log.info(`draining for ${drainMs} ms before closing the listener`);
    await sleep(drainMs);
  }
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
