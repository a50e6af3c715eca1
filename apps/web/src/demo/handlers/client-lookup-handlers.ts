import { http } from 'msw';
import {
  API,
  CATALOGUE_SEED,
  CLIENT_MESSAGES,
  cityListResponseSchema,
  countryListResponseSchema,
  countryParamsSchema,
  MESSAGES,
  priceLookupAnswer,
  priceLookupCurrency,
  priceLookupQuerySchema,
  priceLookupResponseSchema,
  serviceLookupItem,
  serviceLookupRequestSchema,
  serviceLookupResponseSchema,
} from '@ops/contracts';
import { subServiceIn } from '../data/lookups-catalogue';
import { citiesOf, demoCountries } from '../data/lookups-geo';
import { ruleAnswer } from '../data/refusal';
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
  // Without a payload the services, with `service` that service's sub-services (none for an unknown one).
  http.post(
    API.requester.service,
    withAccount(async ({ request }) => {
      const serviceId = (await readBody(request, serviceLookupRequestSchema))?.service;
      const listed = serviceId
        ? (CATALOGUE_SEED.find((s) => s.id === serviceId)?.subServices ?? [])
        : CATALOGUE_SEED;
      const data = listed.map(serviceLookupItem);
      return reply(serviceLookupResponseSchema, { success: true, data, services: data });
    }),
  ),
  http.get(
    API.requester.servicePrice(':id'),
    withAccount((call) => {
      const id = pathId(call);
      const query = readQuery(call.request, priceLookupQuerySchema);
      const answer = ruleAnswer(priceLookupAnswer(subServiceIn(id, priceLookupCurrency(query)), query));
      return reply(priceLookupResponseSchema, answer);
    }),
  ),
];
