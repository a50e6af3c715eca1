import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '@ops/contracts';

/** An id a proxy in front already gave the request is kept when it is short and plain; else a new one. */
const SAFE_ID = /^[\w.:-]{1,64}$/;

export function requestId(request: RawRequestDefaultExpression) {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request's id, the `reqId` of that request's log lines. */
export const requestIdHeader = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
