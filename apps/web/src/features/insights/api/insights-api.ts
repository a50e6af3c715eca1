import { API, defaultClientsResponseSchema, insightsResponseSchema } from '@ops/contracts';
import type { DefaultClient, InsightsResponse } from '@ops/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { queryString } from '@/shared/api/query-string';
import type { InsightsData } from '../lib/figures';
import type { InsightsArgs } from '../lib/insights-params';

type Clients = z.infer<typeof defaultClientsResponseSchema>;

/** Insights (decision 0041): the figures of a period, and the clients its filter offers. */
const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<InsightsData, InsightsArgs, InsightsResponse>({
      query: (args) => ({ url: `${API.insights.figures}${queryString({ ...args })}`, auth: true }),
      rawResponseSchema: insightsResponseSchema,
      transformResponse: (body) => body.data,
    }),
    /** Every staff member may read the client list. */
    getInsightClients: build.query<DefaultClient[], void, Clients>({
      query: () => ({ url: API.requester.defaultClients, auth: true }),
      rawResponseSchema: defaultClientsResponseSchema,
      transformResponse: (body) => body.data,
    }),
  }),
});

export const { useGetInsightsQuery, useGetInsightClientsQuery } = insightsApi;
