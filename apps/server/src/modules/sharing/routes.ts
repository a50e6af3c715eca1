import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  revokeShareRequestSchema,
  revokeShareResponseSchema,
  secureKeyRequestSchema,
  secureKeyResponseSchema,
  shareFileRequestSchema,
  shareFileResponseSchema,
} from '@ops/contracts';
import { currentUser } from '@/plugins/authentication.js';
import { requestOrigin } from '../access-log/index.js';
import { FORM_BODY_LIMIT, acceptUrlEncoded, parseOr400, readBody } from '@/lib/http-body.js';
import { closeShareRow, rotateSecureKey, shareDelivery } from './share-service.js';
import { onlyFor } from '@/plugins/authentication.js';

/** Staff share a delivery with people at the client (part 1 section 7) and revoke a share. */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = onlyFor.deliverers;
  acceptUrlEncoded(app);
  const origin = (request: Parameters<typeof requestOrigin>[0]) =>
    requestOrigin(request, app.services.locator);

  // Bodies are read here, as JSON or a form with `emails` repeated, so the spec's messages reach the UI.
  app.post(
    API.assignments.shareFile,
    {
      config: { ...config, docsBody: shareFileRequestSchema },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { response: { 200: shareFileResponseSchema } },
    },
    async (request) =>
      shareDelivery(
        app.services,
        currentUser(request),
        origin(request),
        parseOr400(shareFileRequestSchema, await readBody(request, ['emails'])),
      ),
  );

  app.post(
    API.assignments.declineShareRequest,
    {
      config: { ...config, docsBody: revokeShareRequestSchema },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { response: { 200: revokeShareResponseSchema } },
    },
    async (request) =>
      closeShareRow(
        app.services,
        'decline',
        currentUser(request),
        origin(request),
        parseOr400(revokeShareRequestSchema, await readBody(request, [])),
      ),
  );

  app.post(
    API.assignments.secureKey,
    {
      config: { ...config, docsBody: secureKeyRequestSchema },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { response: { 200: secureKeyResponseSchema } },
    },
    async (request) =>
      rotateSecureKey(
        app.services,
        currentUser(request),
        origin(request),
        parseOr400(secureKeyRequestSchema, await readBody(request, [])),
      ),
  );

  app.post(
    API.assignments.revokeShare,
    {
      config: { ...config, docsBody: revokeShareRequestSchema },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { response: { 200: revokeShareResponseSchema } },
    },
    async (request) =>
      closeShareRow(
        app.services,
        'revoke',
        currentUser(request),
        origin(request),
        parseOr400(revokeShareRequestSchema, await readBody(request, [])),
      ),
  );
};
