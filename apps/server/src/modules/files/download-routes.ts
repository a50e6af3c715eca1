import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, MESSAGES, downloadLinkQuerySchema, downloadLinkResponseSchema } from '@ops/contracts';
import { forbidden, notFound } from '@/lib/app-error.js';
import { currentUser } from '@/plugins/authentication.js';
import { recordAccess, requestOrigin } from '../access-log/index.js';
import { assertLiveDelivery } from '../assignments/index.js';
import { assertFilesKept } from '../retention/index.js';
import { staffName } from '../users/index.js';
import type { DownloadGrant } from './signed-link.js';
import { streamUrl } from './stream-url.js';

/**
 * GET on a file's or zip's link (part 3 section 7): checks the grant, records the download in the access log
 * with the browser's platform and device and the address's location, and answers a short-lived URL: an S3
 * presigned GET when the store has them, else the server's own signed link that streams the file; zips are
 * always built by the server as they stream.
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, links, locator } = app.services;

  app.get(
    API.assignments.download(':token'),
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(2000) }),
        querystring: downloadLinkQuerySchema,
        response: { 200: downloadLinkResponseSchema },
      },
    },
    async (request) => {
      const now = Math.floor(clock.now().getTime() / 1000);
      const payload = links.verify<DownloadGrant>(request.params.token, now);
      if (!payload?.grant || typeof payload.grant.delivery !== 'number') throw notFound(MESSAGES.linkExpired);
      const { grant, name } = payload;
      const { user } = currentUser(request);
      if (grant.holder !== user.id) throw forbidden(MESSAGES.forbidden);
      // Removed files answer why before the archive rule, which would otherwise answer first.
      await assertFilesKept(db, grant.delivery);
      await assertLiveDelivery(db, grant.delivery, app.services);

      const { url: downloadUrl, files } = await streamUrl(
        app.services,
        grant.key !== undefined
          ? { key: grant.key, name }
          : { delivery: grant.delivery, version: grant.version ?? 0, name },
      );

      const actor = staffName(user);
      const { ip, userAgent, location } = requestOrigin(request, locator);
      const { platform, device, address, all } = request.query;
      await recordAccess(db, {
        deliveryId: grant.delivery,
        type: 'download',
        actor,
        logString: `${actor} downloaded ${name}${all ? ' (Download All)' : ''}`,
        ip,
        userAgent,
        platform,
        device,
        location: location ?? address,
        at: clock.now(),
        files,
      });
      return { success: true as const, message: '', download_url: downloadUrl };
    },
  );
};
