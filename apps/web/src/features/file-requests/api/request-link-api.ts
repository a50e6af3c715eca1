import {
  API,
  recipientMessageResponseSchema,
  requestLinkSessionResponseSchema,
  requestLinkViewResponseSchema,
  requestSubmitResponseSchema,
} from '@ops/contracts';
import type {
  RequestLinkSessionResponse,
  RequestLinkVerifyRequest,
  RequestLinkView,
  RequestLinkViewResponse,
  RequestSubmit,
  RequestSubmitResponse,
} from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';

type MessageAnswer = z.infer<typeof recipientMessageResponseSchema>;

/** The request a session opens; `session` keys the cache, so one session never sees another's answer. */
interface ViewArg {
  id: number;
  session: string;
}

// The code and verify calls are plain; the others go in the contact's session (decision 0039).
const requestLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestLinkCode: build.mutation<MessageAnswer, { token: string }>({
      query: (body) => ({ url: API.requestLinks.requestCode, method: 'POST', body }),
      responseSchema: recipientMessageResponseSchema,
    }),
    verifyRequestLink: build.mutation<RequestLinkSessionResponse, RequestLinkVerifyRequest>({
      query: (body) => ({ url: API.requestLinks.verify, method: 'POST', body }),
      responseSchema: requestLinkSessionResponseSchema,
    }),
    getRequestLink: build.query<RequestLinkView, ViewArg, RequestLinkViewResponse>({
      query: ({ id }) => ({ url: API.requestLinks.byId(id), contact: true }),
      rawResponseSchema: requestLinkViewResponseSchema,
      transformResponse: (body) => body.data,
    }),
    submitRequestFiles: build.mutation<RequestSubmitResponse, RequestSubmit & { id: number }>({
      query: ({ id, ...body }) => ({
        url: API.requestLinks.submit(id),
        method: 'POST',
        body,
        contact: true,
      }),
      responseSchema: requestSubmitResponseSchema,
    }),
  }),
});

export const {
  useRequestLinkCodeMutation,
  useVerifyRequestLinkMutation,
  useGetRequestLinkQuery,
  useSubmitRequestFilesMutation,
} = requestLinkApi;
