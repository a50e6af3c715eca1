import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertStorableText } from '../lib/storable-text.js';

/**
 * Every parsed body, query and path goes through the one unstorable-text rule before validation; multipart
 * forms, read by their routes, call the same rule on their fields.
 */
export const textGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      assertStorableText(request.params);
      assertStorableText(request.query);
      // A streamed body (a part PUT) is bytes, not text.
      const body = request.body as unknown;
      if (
        body !== null &&
        typeof body === 'object' &&
        typeof (body as { pipe?: unknown }).pipe === 'function'
      )
        return;
      assertStorableText(body);
    });
  },
  { name: 'text-guard' },
);
