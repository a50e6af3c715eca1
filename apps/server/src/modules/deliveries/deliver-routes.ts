import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, deliverResponseSchema, legacyDeliverResponseSchema } from '@ops/contracts';
import { currentUser } from '@/plugins/authentication.js';
import { requestOrigin } from '../access-log/index.js';
import { FORM_BODY_LIMIT } from '@/lib/http-body.js';
import { readDeliverInput } from './deliver-form.js';
import { createDeliverService } from './deliver-service.js';
import { legacyNewAssignment, legacyUpdateAssignment, readLegacyCall } from './legacy-deliver.js';
import { onlyFor } from '@/plugins/authentication.js';

/** The deliver calls (section 7) and the older combined calls, all onto one deliver service. */
export const deliverRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDeliverService(app.services);
  const options = (response: typeof deliverResponseSchema | typeof legacyDeliverResponseSchema) => ({
    config: onlyFor.deliverers,
    bodyLimit: FORM_BODY_LIMIT,
    schema: { response: { 200: response } },
  });
  const origin = (request: Parameters<typeof requestOrigin>[0]) =>
    requestOrigin(request, app.services.locator);

  app.post(API.deliveries.uploadNewDelivery, options(deliverResponseSchema), async (request) =>
    service.deliverNew(currentUser(request), origin(request), await readDeliverInput(request)),
  );

  app.post(API.deliveries.updateDelivery, options(deliverResponseSchema), async (request) =>
    service.deliverUpdate(currentUser(request), origin(request), await readDeliverInput(request)),
  );

  const legacyCalls = [
    [API.deliveries.legacyNewAssignment, legacyNewAssignment],
    [API.deliveries.legacyUpdateAssignment, legacyUpdateAssignment],
  ] as const;
  for (const [path, run] of legacyCalls) {
    app.post(path, options(legacyDeliverResponseSchema), async (request) => {
      const call = await readLegacyCall(app.services, request, origin(request));
      const { message, secure_key } = await run(app.services, service, call);
      return { success: true as const, message, secure_key };
    });
  }
};
