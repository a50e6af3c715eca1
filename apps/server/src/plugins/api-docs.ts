import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SYSTEM_PATHS } from '@ops/contracts';

/**
 * The OpenAPI 3.1 description, generated from the routes' contracts schemas, at /docs/json, with the
 * interactive page at /docs. Public in every mode unless API_DOCS=false: it describes only what the web
 * app's public bundle already carries, and every route it lists checks its caller itself (decision 0019).
 * Registered before the routes, which it collects as they are added.
 */
export const apiDocs = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    if (!opts.enabled) return;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Operations console API',
          description:
            'Staff calls (/api-ops, /api-req) take the session token as a bearer; recipients’ calls (/api-rcp) take the recipient session’s.',
          version: '1',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: SYSTEM_PATHS.docs });
  },
  { name: 'api-docs' },
);
