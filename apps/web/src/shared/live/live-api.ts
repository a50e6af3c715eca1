import { API, streamTicketResponseSchema } from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';

/**
 * The tags live events make stale: the bell's list, a delivery's shares and access log, and the file
 * requests (a contact's send is a file_received notification).
 */
export const liveApi = api
  .enhanceEndpoints({
    addTagTypes: ['Notifications', 'SharedLog', 'AccessLog', 'Complaints', 'FileRequests'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getStreamTicket: build.mutation<z.infer<typeof streamTicketResponseSchema>, void>({
        query: () => ({ url: API.notifications.streamTicket, method: 'POST', auth: true }),
        responseSchema: streamTicketResponseSchema,
      }),
    }),
  });
