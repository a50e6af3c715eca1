import { http } from 'msw';
import {
  API,
  CLIENT_MESSAGES,
  cityListResponseSchema,
  countryListResponseSchema,
  countryParamsSchema,
  invoiceCurrencyToIso,
  MESSAGES,
  priceLookupQuerySchema,
  priceLookupResponseSchema,
  serviceLookupRequestSchema,
  serviceLookupResponseSchema,
} from '@ops/contracts';
import { catalogueServices, catalogueSubServices, subServiceIn } from '../data/lookups-catalogue';
import { citiesOf, demoCountries } from '../data/lookups-geo';
import { failure, pathId, readBody, readQuery, reply, withAccount } from './respond';

/** The client forms' look-ups: countries and cities, services and sub-services, and prices. */
export const clientLookupHandlers = () => [
  http.get(
    API.requester.country,
    withAccount(() => reply(countryListResponseSchema, { success: true, data: demoCountries })),
  ),
  http.get(
    `${API.requester.country}:country`,
    withAccount(({ params }) => {
      const place = countryParamsSchema.safeParse(params);
      if (!place.success) return failure(404, MESSAGES.notFound);
      const cities = citiesOf(place.data.country);
      if (!cities) return failure(404, CLIENT_MESSAGES.countryRequired);
      return reply(cityListResponseSchema, { success: true, data: cities.map((city) => ({ city })) });
    }),
  ),
  // Without a payload the services, with `service` that service's sub-services.
  http.post(
    API.requester.service,
    withAccount(async ({ request }) => {
      const body = await readBody(request, serviceLookupRequestSchema);
      const serviceId = body?.service;
      const data = serviceId ? catalogueSubServices(serviceId) : catalogueServices();
      return reply(serviceLookupResponseSchema, { success: true, data, services: data });
    }),
  ),
  // ?currency= gives the entity form's list price, ?curr= the invoice form's MSLA price (null if none).
  http.get(
    API.requester.servicePrice(':id'),
    withAccount((call) => {
      const id = pathId(call);
      const query = readQuery(call.request, priceLookupQuerySchema);
      const msla = 'curr' in query;
      const sub = subServiceIn(id, 'curr' in query ? invoiceCurrencyToIso(query.curr) : query.currency);
      if (!sub || (!msla && !sub.list_price))
        return failure(404, CLIENT_MESSAGES.listPriceNotFoundForSubService);
      return reply(priceLookupResponseSchema, {
        success: true,
        list_price: msla ? sub.msla_price : sub.list_price,
        unit_type: sub.unit_type,
      });
    }),
  ),
];
