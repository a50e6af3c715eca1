import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  idParamsSchema,
  priceLookupAnswer,
  priceLookupCurrency,
  priceLookupQuerySchema,
  priceLookupResponseSchema,
  serviceLookupRequestSchema,
  serviceLookupItem,
  serviceLookupResponseSchema,
} from '@ops/contracts';
import { ruleAnswer } from '@/lib/rule-refusal.js';
import { createCatalogueRepository } from './catalogue-repository.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.services.db);

  app.post(
    API.requester.service,
    { schema: { body: serviceLookupRequestSchema, response: { 200: serviceLookupResponseSchema } } },
    async (request) => {
      const serviceId = request.body?.service;
      const data = serviceId
        ? (await catalogue.listSubServices(serviceId)).map(serviceLookupItem)
        : (await catalogue.listServices()).map(serviceLookupItem);
      return { success: true as const, data, services: data };
    },
  );

  app.get(
    API.requester.servicePrice(':id'),
    {
      schema: {
        params: idParamsSchema,
        querystring: priceLookupQuerySchema,
        response: { 200: priceLookupResponseSchema },
      },
    },
    async (request) => {
      const sub = await catalogue.subService(request.params.id, priceLookupCurrency(request.query));
      return ruleAnswer(priceLookupAnswer(sub, request.query));
    },
  );
};
