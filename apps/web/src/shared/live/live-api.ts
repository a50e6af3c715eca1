import { API, streamTicketResponseSchema } from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';

/** The tags live events make stale: the bell's list, and a delivery's shares and access log. */
export const liveApi = api
  .enhanceEndpoints({ addTagTypes: ['Notifications', 'SharedLog', 'AccessLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStreamTicket: build.mutation<z.infer<typeof streamTicketResponseSchema>, void>({
        query: () => ({ url: API.notifications.streamTicket, method: 'POST', auth: true }),
        responseSchema: streamTicketResponseSchema,
      }),
    }),
  });
