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
import { notFound } from '../../lib/app-error.js';
import { createCatalogueRepository } from './catalogue-repository.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.services.db);

  app.post(
    API.requester.service,
    { schema: { body: serviceLookupRequestSchema, response: { 200: serviceLookupResponseSchema } } },
    async (request) => {
      const serviceId = request.body?.service;
      const data = serviceId
        ? (await catalogue.listSubServices(serviceId)).map((s) => ({
            id: s.id,
            display_txt: s.name,
            unit_type: s.unit_type,
            code: null,
          }))
        : (await catalogue.listServices()).map((s) => ({
            id: s.id,
            display_txt: s.name,
            unit_type: s.unit_type,
            code: s.code,
          }));
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
      return {
        success: true as const,
        list_price: msla ? sub.msla_price : sub.list_price,
        unit_type: sub.unit_type,
      };
    },
  );
};
