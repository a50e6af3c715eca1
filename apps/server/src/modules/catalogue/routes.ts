import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CLIENT_MESSAGES,
  idParamsSchema,
  invoiceCurrencyToIso,
  priceLookupQuerySchema,
  priceLookupResponseSchema,
  serviceLookupRequestSchema,
  serviceLookupResponseSchema,
} from '@ops/contracts';
import { notFound } from '@/lib/app-error.js';
import { createCatalogueRepository } from './catalogue-repository.js';
import { presentPrice, presentService, presentSubService } from './presenter.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.services.db);

  app.post(
    API.requester.service,
    { schema: { body: serviceLookupRequestSchema, response: { 200: serviceLookupResponseSchema } } },
    async (request) => {
      const serviceId = request.body?.service;
      const data = serviceId
        ? (await catalogue.listSubServices(serviceId)).map(presentSubService)
        : (await catalogue.listServices()).map(presentService);
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
      const query = request.query;
      const msla = 'curr' in query;
      const currency = 'curr' in query ? invoiceCurrencyToIso(query.curr) : query.currency;
      const sub = await catalogue.subService(request.params.id, currency);
      if (!sub || (!msla && !sub.list_price)) throw notFound(CLIENT_MESSAGES.listPriceNotFoundForSubService);
      return presentPrice(sub, msla);
    },
  );
};
