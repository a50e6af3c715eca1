import { API, quarantineListResponseSchema } from '@ops/contracts';
import type { QuarantinedFile } from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';

type QuarantineList = z.infer<typeof quarantineListResponseSchema>;

const quarantineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuarantine: build.query<QuarantinedFile[], void, QuarantineList>({
      query: () => ({ url: API.scanning.quarantine, auth: true }),
      rawResponseSchema: quarantineListResponseSchema,
      transformResponse: (body) => body.data,
    }),
  }),
});

export const { useGetQuarantineQuery } = quarantineApi;
