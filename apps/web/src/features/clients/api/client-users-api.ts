import { API, clientUserListResponseSchema, clientUserResponseSchema } from '@ops/contracts';
import type { ClientUser, ClientUserRequest } from '@ops/contracts';
import { clientAreaApi, query } from './base';

interface ClientUserAnswer {
  success: true;
  message: string;
  data: ClientUser;
}

const clientUsersApi = clientAreaApi.injectEndpoints({
  endpoints: (build) => ({
    getClientUsers: build.query<ClientUser[], number>({
      query: (cid) => ({ url: `${API.requester.user}${query({ cid })}`, auth: true }),
      rawResponseSchema: clientUserListResponseSchema,
      transformResponse: (body: { data: ClientUser[] }) => body.data,
      providesTags: ['ClientUser'],
    }),
    getClientUser: build.query<ClientUser, number>({
      query: (id) => ({ url: API.requester.userById(id), auth: true }),
      rawResponseSchema: clientUserResponseSchema,
      transformResponse: (body: ClientUserAnswer) => body.data,
      keepUnusedDataFor: 0,
    }),
    createClientUser: build.mutation<ClientUserAnswer, ClientUserRequest>({
      query: (body) => ({ url: API.requester.user, method: 'POST', body, auth: true }),
      responseSchema: clientUserResponseSchema,
      invalidatesTags: ['ClientUser', 'Client'],
    }),
    updateClientUser: build.mutation<ClientUserAnswer, { id: number; body: ClientUserRequest }>({
      query: ({ id, body }) => ({ url: API.requester.userById(id), method: 'PUT', body, auth: true }),
      responseSchema: clientUserResponseSchema,
      invalidatesTags: ['ClientUser'],
    }),
  }),
});

export const {
  useGetClientUsersQuery,
  useLazyGetClientUserQuery,
  useCreateClientUserMutation,
  useUpdateClientUserMutation,
} = clientUsersApi;
