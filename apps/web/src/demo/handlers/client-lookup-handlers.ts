import { http } from 'msw';
import {
  API,
  CLIENT_MESSAGES,
  cityListResponseSchema,
  countryListResponseSchema,
  countryParamsSchema,
  invoiceCurrencyToIso,
  priceLookupQuerySchema,
  priceLookupResponseSchema,
  serviceLookupRequestSchema,
  serviceLookupResponseSchema,
} from '@ops/contracts';
import { catalogueServices, catalogueSubServices, subServiceIn } from '../data/lookups-catalogue';
import { citiesOf, demoCountries } from '../data/lookups-geo';
import { noSuchPath, recordId } from './client-calls';
import { failure, readBody, readQuery, reply, withAccount } from './respond';

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
      if (!place.success) return noSuchPath();
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
      if ('refusal' in body) return body.refusal;
      const serviceId = body.data?.service;
      const data = serviceId ? catalogueSubServices(serviceId) : catalogueServices();
      return reply(serviceLookupResponseSchema, { success: true, data, services: data });
    }),
  ),
  // ?currency= gives the entity form's list price, ?curr= the invoice form's MSLA price (null if none).
  http.get(
    API.requester.servicePrice(':id'),
    withAccount(({ request, params }) => {
      const id = recordId(params);
      if (id === null) return noSuchPath();
      const query = readQuery(request, priceLookupQuerySchema);
      if ('refusal' in query) return query.refusal;
      const msla = 'curr' in query.data;
      const sub = subServiceIn(
        id,
        'curr' in query.data ? invoiceCurrencyToIso(query.data.curr) : query.data.currency,
      );
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
