import {
  API,
  recipientErasurePreviewResponseSchema,
  recipientErasureResponseSchema,
  recycleBinResponseSchema,
  retentionClientsResponseSchema,
  retentionMessageResponseSchema,
  retentionPeriodResponseSchema,
} from '@ops/contracts';
import type {
  RecipientErasureCounts,
  RecipientErasureResponse,
  RecycleBinEntry,
  RecycleBinResponse,
  RetentionClientsResponse,
} from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';

type Message = z.infer<typeof retentionMessageResponseSchema>;
type PeriodAnswer = z.infer<typeof retentionPeriodResponseSchema>;
export type BinAction = 'restore' | 'purge';

const retentionApi = api
  // Restoring or erasing changes a delivery's detail: its cached copy reloads (the shared 'Deliveries').
  .enhanceEndpoints({ addTagTypes: ['RetentionClients', 'RecycleBin'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRetentionClients: build.query<RetentionClientsResponse, void>({
        query: () => ({ url: API.retention.clients, auth: true }),
        responseSchema: retentionClientsResponseSchema,
        providesTags: ['RetentionClients'],
      }),
      setRetentionPeriod: build.mutation<PeriodAnswer, { id: number; retention_days: number | null }>({
        query: ({ id, retention_days }) => ({
          url: API.retention.clientById(id),
          method: 'PUT',
          body: { retention_days },
          auth: true,
        }),
        responseSchema: retentionPeriodResponseSchema,
        invalidatesTags: ['RetentionClients'],
      }),
      getRecycleBin: build.query<RecycleBinEntry[], void, RecycleBinResponse>({
        query: () => ({ url: API.retention.recycleBin, auth: true }),
        rawResponseSchema: recycleBinResponseSchema,
        transformResponse: (body) => body.data,
        providesTags: ['RecycleBin'],
      }),
      binAction: build.mutation<Message, { id: number; action: BinAction }>({
        query: ({ id, action }) => ({ url: API.retention[action](id), method: 'POST', auth: true }),
        responseSchema: retentionMessageResponseSchema,
        invalidatesTags: ['RecycleBin', 'Deliveries'],
      }),
      previewRecipientErasure: build.mutation<RecipientErasureCounts, string>({
        query: (email) => ({
          url: API.retention.recipientErasurePreview,
          method: 'POST',
          body: { email },
          auth: true,
        }),
        rawResponseSchema: recipientErasurePreviewResponseSchema,
        transformResponse: (body: { data: RecipientErasureCounts }) => body.data,
      }),
      eraseRecipient: build.mutation<RecipientErasureResponse, string>({
        query: (email) => ({
          url: API.retention.recipientErasure,
          method: 'POST',
          body: { email },
          auth: true,
        }),
        responseSchema: recipientErasureResponseSchema,
        invalidatesTags: ['Deliveries'],
      }),
    }),
  });

export const {
  useGetRetentionClientsQuery,
  useSetRetentionPeriodMutation,
  useGetRecycleBinQuery,
  useBinActionMutation,
  usePreviewRecipientErasureMutation,
  useEraseRecipientMutation,
} = retentionApi;
