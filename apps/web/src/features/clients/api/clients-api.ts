import {
  API,
  clientListResponseSchema,
  clientResponseSchema,
  defaultClientsResponseSchema,
  generateClientCodeResponseSchema,
  verifyClientCodeResponseSchema,
} from '@ops/contracts';
import type {
  ClientListResponse,
  ClientResponse,
  CreateClientRequest,
  DefaultClient,
  UpdateClientRequest,
} from '@ops/contracts';
import { clientAreaApi, query } from './base';

export type ClientSort = 'asc' | 'desc';

const clientsApi = clientAreaApi.injectEndpoints({
  endpoints: (build) => ({
    listClients: build.query<ClientListResponse, { month?: string; sort: ClientSort }>({
      query: ({ month, sort }) => ({ url: `${API.requester.company}${query({ month, sort })}`, auth: true }),
      responseSchema: clientListResponseSchema,
      providesTags: ['Client'],
    }),
    searchClients: build.query<ClientListResponse, { q: string; sort: ClientSort }>({
      query: ({ q, sort }) => ({ url: `${API.requester.search}${query({ q, sort })}`, auth: true }),
      responseSchema: clientListResponseSchema,
      providesTags: ['Client'],
    }),
    getDefaultClients: build.query<DefaultClient[], void>({
      query: () => ({ url: API.requester.defaultClients, auth: true }),
      rawResponseSchema: defaultClientsResponseSchema,
      transformResponse: (body: { data: DefaultClient[] }) => body.data,
      providesTags: ['Client'],
    }),
    createClient: build.mutation<ClientResponse, CreateClientRequest>({
      query: (body) => ({ url: API.requester.company, method: 'POST', body, auth: true }),
      responseSchema: clientResponseSchema,
      invalidatesTags: ['Client', 'Entity', 'ClientUser'],
    }),
    updateClient: build.mutation<ClientResponse, { id: number; body: UpdateClientRequest }>({
      query: ({ id, body }) => ({ url: API.requester.companyById(id), method: 'PUT', body, auth: true }),
      responseSchema: clientResponseSchema,
      invalidatesTags: ['Client'],
    }),
    uploadClientLogo: build.mutation<ClientResponse, { id: number; file: File }>({
      query: ({ id, file }) => {
        const form = new FormData();
        form.append('image', file);
        return { url: API.requester.companyLogo(id), method: 'POST', body: form, auth: true };
      },
      responseSchema: clientResponseSchema,
      invalidatesTags: ['Client'],
    }),
    generateClientCode: build.query<{ success: true; client_code: string }, string>({
      query: (com) => ({ url: `${API.requester.generateClientCode}${query({ com })}`, auth: true }),
      responseSchema: generateClientCodeResponseSchema,
    }),
    verifyClientCode: build.query<{ success: true; valid: boolean; message: string }, string>({
      query: (cc) => ({ url: `${API.requester.verifyClientCode}${query({ cc })}`, auth: true }),
      responseSchema: verifyClientCodeResponseSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useListClientsQuery,
  useSearchClientsQuery,
  useGetDefaultClientsQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useUploadClientLogoMutation,
  useLazyGenerateClientCodeQuery,
  useLazyVerifyClientCodeQuery,
} = clientsApi;
