import {
  API,
  digestSettingsResponseSchema,
  notificationListResponseSchema,
  notificationsReadResponseSchema,
} from '@ops/contracts';
import type { DigestSettings, NotificationListResponse } from '@ops/contracts';
import type { z } from 'zod';
import { liveApi } from '@/shared/live/live-api';

type ReadAnswer = z.infer<typeof notificationsReadResponseSchema>;

const notificationsApi = liveApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationListResponse, void>({
      query: () => ({ url: API.notifications.list, auth: true }),
      responseSchema: notificationListResponseSchema,
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<ReadAnswer, number[]>({
      query: (ids) => ({ url: API.notifications.read, method: 'POST', body: { ids }, auth: true }),
      responseSchema: notificationsReadResponseSchema,
      invalidatesTags: ['Notifications'],
    }),
    getDigestSettings: build.query<DigestSettings, void>({
      query: () => ({ url: API.notifications.digest, auth: true }),
      rawResponseSchema: digestSettingsResponseSchema,
      transformResponse: (body: z.infer<typeof digestSettingsResponseSchema>) => body.data,
    }),
    saveDigestSettings: build.mutation<z.infer<typeof digestSettingsResponseSchema>, DigestSettings>({
      query: (body) => ({ url: API.notifications.digest, method: 'PUT', body, auth: true }),
      responseSchema: digestSettingsResponseSchema,
    }),
    markAllNotificationsRead: build.mutation<ReadAnswer, void>({
      query: () => ({ url: API.notifications.readAll, method: 'POST', auth: true }),
      responseSchema: notificationsReadResponseSchema,
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetDigestSettingsQuery,
  useSaveDigestSettingsMutation,
} = notificationsApi;
