import {
  API,
  cityListResponseSchema,
  countryListResponseSchema,
  priceLookupResponseSchema,
  serviceLookupResponseSchema,
} from '@ops/contracts';
import type { Country, ENTITY_CURRENCIES, INVOICE_CURRENCIES, ServiceLookupItem } from '@ops/contracts';
import { clientAreaApi, query } from './base';

export type EntityCurrency = (typeof ENTITY_CURRENCIES)[number];
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export interface PriceLookup {
  success: true;
  list_price: string | null;
  unit_type: string;
}

const HOUR = 3600;

export const lookupsApi = clientAreaApi.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], void>({
      query: () => ({ url: API.requester.country, auth: true }),
      rawResponseSchema: countryListResponseSchema,
      transformResponse: (body: { data: Country[] }) => body.data,
      keepUnusedDataFor: HOUR,
    }),
    getCities: build.query<string[], string>({
      query: (country) => ({ url: API.requester.cities(country), auth: true }),
      rawResponseSchema: cityListResponseSchema,
      transformResponse: (body: { data: { city: string }[] }) => body.data.map((c) => c.city),
      keepUnusedDataFor: HOUR,
    }),
    getServices: build.query<ServiceLookupItem[], void>({
      query: () => ({ url: API.requester.service, method: 'POST', auth: true }),
      rawResponseSchema: serviceLookupResponseSchema,
      transformResponse: (body: { data: ServiceLookupItem[] }) => body.data,
      keepUnusedDataFor: HOUR,
    }),
    getSubServices: build.query<ServiceLookupItem[], number>({
      query: (service) => ({ url: API.requester.service, method: 'POST', body: { service }, auth: true }),
      rawResponseSchema: serviceLookupResponseSchema,
      transformResponse: (body: { data: ServiceLookupItem[] }) => body.data,
      keepUnusedDataFor: HOUR,
    }),
    /** The entity list price in an ISO currency (?currency=). */
    getListPrice: build.query<PriceLookup, { subServiceId: number; currency: EntityCurrency }>({
      query: ({ subServiceId, currency }) => ({
        url: `${API.requester.servicePrice(subServiceId)}${query({ currency })}`,
        auth: true,
      }),
      responseSchema: priceLookupResponseSchema,
      keepUnusedDataFor: 0,
    }),
    /** The invoice MSLA price (?curr=); list_price is null when there is none. */
    getMslaPrice: build.query<PriceLookup, { subServiceId: number; curr: InvoiceCurrency }>({
      query: ({ subServiceId, curr }) => ({
        url: `${API.requester.servicePrice(subServiceId)}${query({ curr })}`,
        auth: true,
      }),
      responseSchema: priceLookupResponseSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCountriesQuery, useGetCitiesQuery, useGetServicesQuery, useGetSubServicesQuery } =
  lookupsApi;
