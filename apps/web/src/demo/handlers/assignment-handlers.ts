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
  shareInForceAt,
} from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { actorName } from '../data/accounts';
import { openComplaints } from '../data/complaints';
import { assertLive, deliveryList, inScope } from '../data/delivery-lists';
import type { Scope } from '../data/delivery-lists';
import type { DemoState } from '../data/demo-state';
import { refuse } from '../data/refusal';
import { forRoles, readBody, readQuery, reply, withAccount } from './respond';
import { clockIso } from '../data/demo-clock';

const paths = API.assignments;

/** The list, detail and logs of deliveries, live and archived, from the session's sample state. */
export function assignmentHandlers(state: DemoState) {
  const heldIds = (delivery: FileDetails) =>
    state.creation.assignments.filter((a) => a.deliveryId === delivery.id).map((a) => a.id);
  const find = (scope: Scope, id: unknown) =>
    inScope(state.deliveries, scope, state.clock()).find((d) => String(d.id) === id);

  /** A call about the delivery the path names, in the scope's list (else 404). */
  const about = (scope: Scope, answer: (delivery: FileDetails, request: Request) => Response) =>
    withAccount(({ request, params }) =>
      answer(find(scope, params.id) ?? refuse(404, MESSAGES.notFound), request),
    );
  /** A delivery's logs answer on the live and the archive path alike, as the server's log routes (else 404). */
  const anyDelivery = (id: unknown) =>
    state.deliveries.find((d) => String(d.id) === id) ?? refuse(404, MESSAGES.notFound);
  const logOf = (answer: (delivery: FileDetails, request: Request) => Response) =>
    withAccount(({ request, params }) => answer(anyDelivery(params.id), request));

  /** The lists; the v1 and archive ones with ?id= answer that delivery too (null when not in the scope). */
  const list = (scope: Scope, withDetail = true) =>
    withAccount(({ request }) => {
      const query = readQuery(request, assignmentListQuerySchema);
      const open = (delivery: FileDetails) => openComplaints(state.complaints, delivery.id);
      const answer = deliveryList(state.deliveries, scope, query, state.clock(), heldIds, open);
      if (!withDetail) return reply(assignmentListResponseSchema, answer);
      const last_assignment = query.id ? (find(scope, String(query.id)) ?? null) : null;
      return reply(assignmentListWithDetailResponseSchema, { ...answer, last_assignment });
    });

  const detail = (scope: Scope) =>
    about(scope, (delivery) =>
      reply(assignmentDetailResponseSchema, { success: true, message: '', last_assignment: delivery }),
    );

  const comments = logOf((delivery) =>
    reply(commentListResponseSchema, { success: true, data: state.comments.get(delivery.id) ?? [] }),
  );

  const sharedLog = logOf((delivery) => {
    const log = state.sharedLogs.get(delivery.id) ?? { shared: [], requests: [] };
    // A share past its end is over, like a revoked one (the contracts' rule, as the server's query).
    const shared = log.shared.filter((share) => shareInForceAt(share, state.clock()));
    return reply(sharedLogResponseSchema, {
      success: true,
      request_shared_log: log.requests,
      shared_log: shared,
      data: shared,
    });
  });

  // As the server reads it: the text, the type or the visitor's address holds the term (each on its own, in
  // any case); by time, then by when written, both reversed for the descending order.
  const accessLog = logOf((delivery, request) => {
    const query = readQuery(request, accessLogQuerySchema);
    const term = query.search?.toLowerCase();
    const entries = (state.accessLogs.get(delivery.id) ?? [])
      .filter(
        (e) =>
          !term ||
          [e.access_log_string, e.type, e.tooltip.ip].some((field) => field.toLowerCase().includes(term)),
      )
      .sort((a, b) => a.date.localeCompare(b.date));
    if (query.sort === 'descending') entries.reverse();
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
    http.get(paths.list, list('live', false)),
    http.get(paths.listV1, list('live')),
    http.get(paths.archiveList, list('archive')),
    http.get(paths.byId(':id'), detail('live')),
    http.get(paths.byIdV1(':id'), detail('live')),
    http.get(paths.archiveById(':id'), detail('archive')),
    http.get(paths.comments(':id'), comments),
    http.get(paths.archiveFeedback(':id'), comments),
    http.get(paths.sharingFile(':id'), sharedLog),
    http.get(paths.archiveSharedLog(':id'), sharedLog),
    http.get(paths.accessLog(':id'), accessLog),
    http.get(paths.archiveAccessLog(':id'), accessLog),

    // Staff comments are 'send' comments, as on the server.
    http.post(
      paths.postComment,
      forRoles(DELIVERY_ROLES, async ({ request }, account) => {
        const body = await readBody(request, commentPostSchema);
        const delivery =
          state.deliveries.find((d) => d.id === body.delivery_id) ?? refuse(404, MESSAGES.notFound);
        assertLive(delivery, state.clock());
        const message = {
          filename: body.filename,
          chat: body.message,
          service: '',
          output: '',
          comments: '',
        };
        const comment = {
          id: state.nextCommentId++,
          type: 'send',
          user: actorName(state.accounts, account),
          datetime: clockIso(state.clock),
          message,
          feedback: null,
        };
        state.comments.set(delivery.id, [...(state.comments.get(delivery.id) ?? []), comment]);
        return reply(messageResponseSchema, { success: true, message: 'Comment added.' });
      }),
    ),
  ];
}
