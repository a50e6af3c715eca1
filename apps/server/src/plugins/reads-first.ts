import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBulkGate, type BulkGate } from '../lib/bulk-gate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Part bodies give way to people's requests (lib/bulk-gate.ts). */
    bulkGate: BulkGate;
  }
  interface FastifyContextConfig {
    /**
     * Part of moving a file's bytes (an upload's calls: part PUTs, part URLs, complete, resume; downloads,
     * zips, media): not a person waiting on a screen, so part bodies do not give way to it.
     */
    bulk?: boolean;
  }
}

/** Counts every request but the `bulk` ones from its start until its answer is done or its connection closes. */
export const readsFirst = fp(
  async (app: FastifyInstance) => {
    const gate = createBulkGate();
    app.decorate('bulkGate', gate);
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.bulk) return;
      reply.raw.once('close', gate.beginRequest());
    });
  },
  { name: 'reads-first' },
);
