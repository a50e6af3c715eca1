import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, MAX_CHUNK_BYTES, uploadPartResponseSchema } from '@ops/contracts';
import { overloaded } from '@/plugins/overload.js';
import { receivePart } from './receive-part.js';

/**
 * PUT of a part to its signed local-disk URL. The signed URL is the credential, as an S3 presigned URL is:
 * no session, no CSRF pair. Any content type is taken as the raw bytes, streamed to disk unparsed; this
 * encapsulated plugin's parsers touch no other route.
 *
 * At most UPLOAD_PARTS_AT_ONCE parts are written at once by this instance, and none while it is under
 * pressure: each holds up to a write buffer of memory and a share of the disk, so one more answers 503 with
 * Retry-After and the client sends it again, rather than every part slowing down together. While people's
 * requests are answered, all parts but the longest-running one wait (reads first, lib/bulk-gate.ts).
 */
export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const atOnce = app.services.config.UPLOAD_PARTS_AT_ONCE;
  let writing = 0;

  app.put(
    API.deliveries.uploadPart(':token'),
    {
      config: { public: true, skipCsrf: true, shedUnderPressure: true, bulk: true },
      bodyLimit: MAX_CHUNK_BYTES + 1024 * 1024,
      schema: {
        params: z.object({ token: z.string().max(300) }),
        response: { 200: uploadPartResponseSchema },
      },
    },
    async (request, reply) => {
      if (writing >= atOnce) throw overloaded();
      writing++;
      const gate = app.bulkGate.beginBody();
      try {
        const etag = await receivePart(app.services, request.params.token, {
          contentLength: request.headers['content-length'],
          body: request.body as Readable | undefined,
          hold: gate.hold,
        });
        void reply.header('etag', etag).header('access-control-expose-headers', 'ETag');
        return { success: true as const };
      } finally {
        gate.end();
        writing--;
      }
    },
  );
};
