import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, MAX_CHUNK_BYTES, uploadPartResponseSchema } from '@ops/contracts';
import { receivePart } from './receive-part.js';

/**
 * PUT of a part to its signed local-disk URL. The signed URL is the credential, as an S3 presigned URL is:
 * no session, no CSRF pair. Any content type is taken as the raw bytes, streamed to disk unparsed; this
 * encapsulated plugin's parsers touch no other route.
 */
export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    API.deliveries.uploadPart(':token'),
    {
      config: { public: true, skipCsrf: true },
      bodyLimit: MAX_CHUNK_BYTES + 1024 * 1024,
      schema: {
        params: z.object({ token: z.string().max(300) }),
        response: { 200: uploadPartResponseSchema },
      },
    },
    async (request, reply) => {
      const etag = await receivePart(app.services, request.params.token, {
        contentLength: request.headers['content-length'],
        body: request.body as Readable | undefined,
      });
      void reply.header('etag', etag).header('access-control-expose-headers', 'ETag');
      return { success: true as const };
    },
  );
};
