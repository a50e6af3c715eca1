import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  INSIGHTS_ROLES,
  insightMonths,
  insightsQuerySchema,
  insightsResponseSchema,
  yearEarlier,
} from '@ops/contracts';
import { readInsights, type MonthRange } from './insights-reader.js';
import { presentCategory, presentClient, presentMonths } from './presenter.js';

/** Whole UTC months from the first to the last of the list. */
function rangeOf(months: string[]): MonthRange {
  const [year, month] = months.at(-1)!.split('-').map(Number) as [number, number];
  return { start: new Date(`${months[0]}-01T00:00:00Z`), end: new Date(Date.UTC(year, month, 1)) };
}

/** Insights (decision 0041): on-time delivery, volume and client response of a period and a year earlier. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.services;
  app.get(
    API.insights.figures,
    {
      config: { roles: INSIGHTS_ROLES },
      schema: { querystring: insightsQuerySchema, response: { 200: insightsResponseSchema } },
    },
    async (request) => {
      const query = request.query;
      const months = insightMonths(query, clock.now().toISOString().slice(0, 7));
      const previous = months.map(yearEarlier);
      const ranges: [MonthRange, MonthRange] = [rangeOf(months), rangeOf(previous)];
      const filters = { clientId: query.client_id, category: query.category };
      const { versions, response, clients, categories } = await readInsights(db, ranges, filters);
      return {
        success: true as const,
        message: '',
        data: {
          months: presentMonths(months, versions, response),
          previous_months: presentMonths(previous, versions, response),
          clients: clients.map(presentClient),
          categories: categories.map(presentCategory),
        },
      };
    },
  );
};
