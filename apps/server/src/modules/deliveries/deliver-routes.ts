import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, deliverInputSchema, deliverResponseSchema, legacyDeliverResponseSchema } from '@ops/contracts';
import { currentUser } from '@/plugins/authentication.js';
import { requestOrigin } from '../access-log/index.js';
import { FORM_BODY_LIMIT } from '@/lib/http-body.js';
import { gatherDeliverForm } from './deliver-form.js';
import { createDeliverService } from './deliver-service.js';
import { legacyNewAssignment, legacyUpdateAssignment, readLegacyCall } from './legacy-deliver.js';
import { onlyFor } from '@/plugins/authentication.js';

/** The deliver calls (section 7) and the older combined calls, all onto one deliver service. */
export const deliverRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDeliverService(app.services);
  const config = onlyFor.deliverers;
  const origin = (request: Parameters<typeof requestOrigin>[0]) =>
    requestOrigin(request, app.services.locator);

  // The deliver calls carry names of completed uploads, never files: the route schema validates their body,
  // JSON or the wizard's numbered form alike.
  const deliver = {
    config,
    bodyLimit: FORM_BODY_LIMIT,
    preValidation: gatherDeliverForm,
    schema: { body: deliverInputSchema, response: { 200: deliverResponseSchema } },
  };
  app.post(API.deliveries.uploadNewDelivery, deliver, async (request) =>
    service.deliverNew(currentUser(request), origin(request), request.body),
  );
  app.post(API.deliveries.updateDelivery, deliver, async (request) =>
    service.deliverUpdate(currentUser(request), origin(request), request.body),
  );

  // The older combined calls may stream files in their form, so they read it themselves.
  const legacy = {
    config,
    bodyLimit: FORM_BODY_LIMIT,
    schema: { response: { 200: legacyDeliverResponseSchema } },
  };

  const legacyCalls = [
    [API.deliveries.legacyNewAssignment, legacyNewAssignment],
    [API.deliveries.legacyUpdateAssignment, legacyUpdateAssignment],
  ] as const;
  for (const [path, run] of legacyCalls) {
    app.post(path, legacy, async (request) => {
      const call = await readLegacyCall(app.services, request, origin(request));
      const { message, secure_key } = await run(app.services, service, call);
      return { success: true as const, message, secure_key };
    });
  }
};
