import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CLIENT_MESSAGES,
  cityListResponseSchema,
  countryListResponseSchema,
  countryParamsSchema,
} from '@ops/contracts';
import { notFound } from '@/lib/app-error.js';
import { listCities, listCountries } from './countries.js';
import { presentCity } from './presenter.js';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.requester.country, { schema: { response: { 200: countryListResponseSchema } } }, async () => ({
    success: true as const,
    data: await listCountries(),
  }));

  app.get(
    `${API.requester.country}:country`,
    { schema: { params: countryParamsSchema, response: { 200: cityListResponseSchema } } },
    async (request) => {
      const cities = await listCities(request.params.country);
      if (!cities) throw notFound(CLIENT_MESSAGES.countryRequired);
      return { success: true as const, data: cities.map(presentCity) };
    },
  );
};
