import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, contentDisposition } from '@ops/contracts';
import { AppError, notFound } from '@/lib/app-error.js';
import { isShareInForce } from '@/db/share-in-force.js';
import { contentTypeOf } from '@/lib/content-types.js';
import { assertFilesKept } from '../retention/index.js';
import { streamZip, zipEntries } from './delivery-zip.js';
import type { ZipLinkPayload } from './signed-link.js';

/**
 * Streams a stored file, or a zip of a version, behind a short-lived signed link; an expired or altered link
 * is refused. Delivery downloads reach these links through the download grant (download-routes.ts).
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const { links, storage, clock, db } = app.services;
  // A link handed to a recipient works only while their share does (decision 0019).
  const assertShareInForce = async (share: number | undefined) => {
    if (share !== undefined && !(await isShareInForce(db, share, clock.now())))
      throw new AppError(410, MESSAGES.shareEnded);
  };
  app.get<{ Params: { token: string } }>(
    '/files/:token',
    { compress: false, config: { bulk: true } },
    async (request, reply) => {
      const link = links.verify(request.params.token, Math.floor(clock.now().getTime() / 1000));
      // Grants and zip links are signed with the same secret but name no stored key.
      if (typeof link?.key !== 'string') throw notFound(MESSAGES.linkExpired);
      await assertShareInForce(link.share);
      const object = await storage.get(link.key);
      if (!object) throw notFound(MESSAGES.notFound);
      return (
        reply
          .type(contentTypeOf(path.extname(link.key).slice(1)))
          .header('content-length', object.size)
          .header('content-disposition', contentDisposition(link.disposition, link.name))
          .header('cache-control', 'private, no-store')
          // Shown inside the app's own preview frame, and nothing else may run in it.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header('x-frame-options', 'SAMEORIGIN')
          .send(object.stream)
      );
    },
  );

  app.get<{ Params: { token: string } }>(
    '/zips/:token',
    { compress: false, config: { bulk: true } },
    async (request, reply) => {
      const link = links.verify<ZipLinkPayload>(
        request.params.token,
        Math.floor(clock.now().getTime() / 1000),
      );
      if (!link?.zip) throw notFound(MESSAGES.linkExpired);
      // A link issued before the files were removed (retention, erasure) says why instead of streaming gaps.
      await assertFilesKept(app.services.db, link.zip.delivery);
      await assertShareInForce(link.share);
      const entries = await zipEntries(app.services.db, link.zip.delivery, link.zip.version);
      if (entries.length === 0) throw notFound(MESSAGES.notFound);
      // Files erased after the link was issued answer 404 before the zip starts, not a zip cut short.
      const stored = await Promise.all(entries.map((entry) => storage.exists(entry.key)));
      if (stored.includes(false)) throw notFound(MESSAGES.notFound);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', link.name))
        .header('cache-control', 'private, no-store')
        .send(await streamZip(storage, entries));
    },
  );
};
