import { http } from 'msw';
import {
  API,
  accessLogQuerySchema,
  accessLogResponseSchema,
  assignmentDetailResponseSchema,
  assignmentListQuerySchema,
  assignmentListResponseSchema,
  assignmentListWithDetailResponseSchema,
  commentListResponseSchema,
  commentPostSchema,
  DELIVERY_ROLES,
  messageResponseSchema,
  MESSAGES,
  sharedLogResponseSchema,
} from '@ops/contracts';
import { sessionProfile, staffName } from '../data/accounts';
import { deliveryList, inScope } from '../data/delivery-lists';
import type { Scope } from '../data/delivery-lists';
import type { DemoState } from '../data/demo-state';
import { failure, forRoles, readBody, readQuery, reply, withAccount } from './respond';

const paths = API.assignments;

/** The list, detail and logs of deliveries, live and archived, from the session's sample state. */
export function assignmentHandlers(state: DemoState) {
  const find = (scope: Scope, id: unknown) =>
    inScope(state.deliveries, scope, state.now).find((d) => String(d.id) === id);

  const list = (scope: Scope) =>
    withAccount(({ request }) => {
      const query = readQuery(request, assignmentListQuerySchema);
      if ('refusal' in query) return query.refusal;
      return reply(
        assignmentListResponseSchema,
        deliveryList(state.deliveries, scope, query.data, state.now),
      );
    });

  /** The v1 and archive lists: with ?id=, that delivery too (null when it is not in the list's scope). */
  const listWithDetail = (scope: Scope) =>
    withAccount(({ request }) => {
      const parsed = readQuery(request, assignmentListQuerySchema);
      if ('refusal' in parsed) return parsed.refusal;
      const query = parsed.data;
      return reply(assignmentListWithDetailResponseSchema, {
        ...deliveryList(state.deliveries, scope, query, state.now),
        last_assignment: query.id ? (find(scope, String(query.id)) ?? null) : null,
      });
    });

  const detail = (scope: Scope) =>
    withAccount(({ params }) => {
      const delivery = find(scope, params.id);
      if (!delivery) return failure(404, MESSAGES.notFound);
      return reply(assignmentDetailResponseSchema, { success: true, message: '', last_assignment: delivery });
    });

  const comments = (scope: Scope) =>
    withAccount(({ params }) => {
      const delivery = find(scope, params.id);
      if (!delivery) return failure(404, MESSAGES.notFound);
      return reply(commentListResponseSchema, { success: true, data: state.comments.get(delivery.id) ?? [] });
    });

  const sharedLog = (scope: Scope) =>
    withAccount(({ params }) => {
      const delivery = find(scope, params.id);
      if (!delivery) return failure(404, MESSAGES.notFound);
      const log = state.sharedLogs.get(delivery.id) ?? { shared: [], requests: [] };
      return reply(sharedLogResponseSchema, {
        success: true,
        request_shared_log: log.requests,
        shared_log: log.shared,
        data: log.shared,
      });
    });

  const accessLog = (scope: Scope) =>
    withAccount(({ request, params }) => {
      const delivery = find(scope, params.id);
      const parsed = readQuery(request, accessLogQuerySchema);
      if ('refusal' in parsed) return parsed.refusal;
      if (!delivery) return failure(404, MESSAGES.notFound);
      const query = parsed.data;
      const term = query.search?.toLowerCase();
      const direction = query.sort === 'descending' ? -1 : 1;
      const entries = (state.accessLogs.get(delivery.id) ?? [])
        .filter((e) => !term || `${e.access_log_string} ${e.type}`.toLowerCase().includes(term))
        .sort((a, b) => direction * a.date.localeCompare(b.date));
      const start = (query.page - 1) * query.page_size;
      return reply(accessLogResponseSchema, {
        success: true,
        data: entries.slice(start, start + query.page_size),
        total: entries.length,
        page: query.page,
        page_size: query.page_size,
        has_more: entries.length > start + query.page_size,
      });
    });

  return [
    http.get(paths.list, list('live')),
    http.get(paths.listV1, listWithDetail('live')),
    http.get(paths.archiveList, listWithDetail('archive')),
    http.get(paths.byId(':id'), detail('live')),
    http.get(paths.byIdV1(':id'), detail('live')),
    http.get(paths.archiveById(':id'), detail('archive')),
    http.get(paths.comments(':id'), comments('live')),
    http.get(paths.archiveFeedback(':id'), comments('archive')),
    http.get(paths.sharingFile(':id'), sharedLog('live')),
    http.get(paths.archiveSharedLog(':id'), sharedLog('archive')),
    http.get(paths.accessLog(':id'), accessLog('live')),
    http.get(paths.archiveAccessLog(':id'), accessLog('archive')),

    // Staff comments are 'send' comments, as on the server; only live deliveries take new ones.
    http.post(
      paths.postComment,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const body = await readBody(request, commentPostSchema);
        if ('refusal' in body) return body.refusal;
        const delivery = find('live', String(body.data.delivery_id));
        if (!delivery) return failure(404, MESSAGES.notFound);
        const comment = {
          id: state.nextCommentId++,
          type: 'send',
          user: staffName(sessionProfile(state.accounts, account)),
          datetime: new Date().toISOString(),
          message: {
            filename: body.data.filename,
            chat: body.data.message,
            service: '',
            output: '',
            comments: '',
          },
          feedback: null,
        };
        state.comments.set(delivery.id, [...(state.comments.get(delivery.id) ?? []), comment]);
        return reply(messageResponseSchema, { success: true, message: 'Comment added.' });
      }),
    ),
  ];
}
