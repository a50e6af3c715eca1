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
import { FORM_BODY_LIMIT, acceptUrlEncoded, formAsJson } from '@/lib/http-body.js';
import { closeShareRow, rotateSecureKey, shareDelivery } from './share-service.js';
import { onlyFor } from '@/plugins/authentication.js';

/** Staff share a delivery with people at the client (part 1 section 7) and revoke a share. */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = onlyFor.deliverers;
  acceptUrlEncoded(app);
  const origin = (request: Parameters<typeof requestOrigin>[0]) =>
    requestOrigin(request, app.services.locator);

  // Bodies are JSON or an older client's form (`emails` repeated); the route schema validates either.
  app.post(
    API.assignments.shareFile,
    {
      config,
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: formAsJson(['emails']),
      schema: { body: shareFileRequestSchema, response: { 200: shareFileResponseSchema } },
    },
    async (request) => shareDelivery(app.services, currentUser(request), origin(request), request.body),
  );

  app.post(
    API.assignments.declineShareRequest,
    {
      config,
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: formAsJson([]),
      schema: { body: revokeShareRequestSchema, response: { 200: revokeShareResponseSchema } },
    },
    async (request) =>
      closeShareRow(app.services, 'decline', currentUser(request), origin(request), request.body),
  );

  app.post(
    API.assignments.secureKey,
    {
      config,
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: formAsJson([]),
      schema: { body: secureKeyRequestSchema, response: { 200: secureKeyResponseSchema } },
    },
    async (request) => rotateSecureKey(app.services, currentUser(request), origin(request), request.body),
  );

  app.post(
    API.assignments.revokeShare,
    {
      config,
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: formAsJson([]),
      schema: { body: revokeShareRequestSchema, response: { 200: revokeShareResponseSchema } },
    },
    async (request) =>
      closeShareRow(app.services, 'revoke', currentUser(request), origin(request), request.body),
  );
};
