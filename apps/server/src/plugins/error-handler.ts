import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '@ops/contracts';
import { AppError } from '../lib/app-error.js';

/** The one place that turns errors into answers: 4xx keep their message, 5xx hide internals. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ success: false, message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        return reply.code(400).send({ success: false, message: first?.message ?? 'Invalid request.' });
      }
      if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ success: false, message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: MESSAGES.serverError });
    });
  },
  { name: 'error-handler' },
);
