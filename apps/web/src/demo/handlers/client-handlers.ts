import { http } from 'msw';
import {
  API,
  clientListQuerySchema,
  clientListResponseSchema,
  clientSearchQuerySchema,
  MESSAGES,
  groupByMonth,
} from '@ops/contracts';
import type { Client } from '@ops/contracts';
import type { DemoState } from '../data/demo-state';
import { failure, readQuery, reply, withAccount } from './respond';

function answer(clients: Client[], sort: 'asc' | 'desc') {
  const direction = sort === 'desc' ? -1 : 1;
  const ordered = [...clients].sort((a, b) => direction * a.created_at.localeCompare(b.created_at));
  return reply(clientListResponseSchema, {
    success: true,
    sort_order: sort,
    data: groupByMonth(
      ordered,
      (c) => new Date(c.created_at),
      (c) => c,
    ),
  });
}

/** The client list (the requester-type users' landing page) and its search. */
export function clientHandlers(state: DemoState) {
  return [
    http.get(
      API.requester.company,
      withAccount(({ request }) => {
        const query = readQuery(request, clientListQuerySchema);
        if (!query) return failure(400, MESSAGES.serverError);
        const { month } = query;
        return answer(
          month ? state.clients.filter((c) => c.created_at.startsWith(month)) : state.clients,
          query.sort,
        );
      }),
    ),
    http.get(
      API.requester.search,
      withAccount(({ request }) => {
        const query = readQuery(request, clientSearchQuerySchema);
        if (!query) return failure(400, MESSAGES.serverError);
        const term = query.q.toLowerCase();
        const found = state.clients.filter((c) =>
          [c.client_name, c.client_code, ...c.client_domain_list].some((t) => t.toLowerCase().includes(term)),
        );
        return answer(found, query.sort);
      }),
    ),
  ];
}
