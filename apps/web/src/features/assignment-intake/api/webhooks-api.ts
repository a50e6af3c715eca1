import {
  API,
  webhookCreateResponseSchema,
  webhookEventResponseSchema,
  webhookListResponseSchema,
  webhookLogResponseSchema,
  webhookMessageResponseSchema,
  webhookResponseSchema,
} from '@ops/contracts';
import type { WebhookCreateRequest, WebhookEndpoint, WebhookUpdateRequest } from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';

type Answer<S extends z.ZodType> = z.infer<S>;

const webhooksApi = api.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookLog'] }).injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<WebhookEndpoint[], void>({
      query: () => ({ url: API.webhooks.list, auth: true }),
      rawResponseSchema: webhookListResponseSchema,
      transformResponse: (body: Answer<typeof webhookListResponseSchema>) => body.data,
      providesTags: ['Webhook'],
    }),
    createWebhook: build.mutation<Answer<typeof webhookCreateResponseSchema>, WebhookCreateRequest>({
      query: (body) => ({ url: API.webhooks.list, method: 'POST', body, auth: true }),
      responseSchema: webhookCreateResponseSchema,
      invalidatesTags: ['Webhook'],
    }),
    updateWebhook: build.mutation<
      Answer<typeof webhookResponseSchema>,
      { id: number; changes: WebhookUpdateRequest }
    >({
      query: ({ id, changes }) => ({
        url: API.webhooks.byId(id),
        method: 'PATCH',
        body: changes,
        auth: true,
      }),
      responseSchema: webhookResponseSchema,
      invalidatesTags: ['Webhook'],
    }),
    deleteWebhook: build.mutation<Answer<typeof webhookMessageResponseSchema>, number>({
      query: (id) => ({ url: API.webhooks.byId(id), method: 'DELETE', auth: true }),
      responseSchema: webhookMessageResponseSchema,
      invalidatesTags: ['Webhook'],
    }),
    sendTestWebhook: build.mutation<Answer<typeof webhookEventResponseSchema>, number>({
      query: (id) => ({ url: API.webhooks.test(id), method: 'POST', auth: true }),
      responseSchema: webhookEventResponseSchema,
      invalidatesTags: ['Webhook', 'WebhookLog'],
    }),
    getWebhookLog: build.query<Answer<typeof webhookLogResponseSchema>, number>({
      query: (id) => ({ url: API.webhooks.log(id), auth: true }),
      responseSchema: webhookLogResponseSchema,
      providesTags: ['WebhookLog'],
    }),
    replayWebhookEvent: build.mutation<
      Answer<typeof webhookEventResponseSchema>,
      { id: number; eventId: string }
    >({
      query: ({ id, eventId }) => ({ url: API.webhooks.replay(id, eventId), method: 'POST', auth: true }),
      responseSchema: webhookEventResponseSchema,
      invalidatesTags: ['Webhook', 'WebhookLog'],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useSendTestWebhookMutation,
  useGetWebhookLogQuery,
  useReplayWebhookEventMutation,
} = webhooksApi;
