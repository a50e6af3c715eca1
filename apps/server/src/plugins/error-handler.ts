import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, refusalMessage } from '@ops/contracts';
import { AppError } from '../lib/app-error.js';
import { outageAnswer } from '../lib/service-outage.js';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.requestTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedBody,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MESSAGES.unsupportedBody,
  FST_FILES_LIMIT: MESSAGES.formTooLarge,
  FST_FIELDS_LIMIT: MESSAGES.formTooLarge,
  FST_PARTS_LIMIT: MESSAGES.formTooLarge,
};

/**
 * The one place that turns errors into answers: 4xx get a message the UI can show, an unavailable database or
 * file store a 503 or 507 that says so, and other 5xx hide internals.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ success: false, message: error.message });
      }
      // A path that names no record in a form ids never take (`/clients/0x1/`) is not found, not bad.
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
        return reply.code(404).send({ success: false, message: MESSAGES.notFound });
      }
      // A validation message that is not one written for people (a library default) is replaced, by the one
      // rule the readers' parseOr400 answers with too.
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const message = refusalMessage(first && { code: first.keyword, message: first.message });
        return reply.code(400).send({ success: false, message });
      }
      if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
        const message = FRAMEWORK_MESSAGES[error.code] ?? MESSAGES.invalidRequest;
        return reply.code(error.statusCode).send({ success: false, message });
      }
      const outage = outageAnswer(error);
      if (outage) {
        request.log.warn({ err: error }, 'a backing service is unavailable');
        return reply
          .code(outage.statusCode)
          .headers(outage.headers)
          .send({ success: false, message: outage.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: MESSAGES.serverError });
    });
  },
  { name: 'error-handler' },
);
