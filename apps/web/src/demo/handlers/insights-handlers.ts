import { http } from 'msw';
import { API, INSIGHTS_ROLES, insightsQuerySchema, insightsResponseSchema } from '@ops/contracts';
import type { DemoState } from '../data/demo-state';
import { insightFigures } from '../data/insights';
import { forRoles, readQuery, reply } from './respond';

/** The Insights dashboard's figures (decision 0041), computed from the session's state. */
export function insightsHandlers(state: DemoState) {
  return [
    http.get(
      API.insights.figures,
      forRoles(INSIGHTS_ROLES, ({ request }) =>
        reply(insightsResponseSchema, {
          success: true,
          message: '',
          data: insightFigures(state, readQuery(request, insightsQuerySchema)),
        }),
      ),
    ),
  ];
}
