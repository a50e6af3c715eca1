import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  MESSAGES,
  assignmentDetailResponseSchema,
  assignmentListWithDetailResponseSchema,
  type AssignmentListResponse,
  assignmentListQuerySchema,
  assignmentListResponseSchema,
  idParamsSchema,
} from '@ops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeJson, sendEncodedJson } from '@/lib/encoded-json.js';
import { notFound } from '@/lib/app-error.js';
import { currentUser } from '@/plugins/authentication.js';
import { staffName } from '../users/index.js';
import { recordAccess, requestOrigin } from '../access-log/index.js';
import { readDeliveryDetail } from './delivery-detail.js';
import { createListCache } from './list-cache.js';
import { countArchived, isLive, listDeliveries, type Scope } from './list-deliveries.js';
import { presentDeliveryDetail, presentDeliveryList, type LinkMaker } from './presenter.js';

type ListQuery = { month?: string; search?: string; sort: 'ascending' | 'descending'; page?: number };

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, links, locator } = app.services;
  const listCache = createListCache(db, config.LIST_CACHE_SECONDS);

  // Each link is a grant the signed-in user redeems for a short-lived streaming URL (files/download-routes).
  const linkMaker = (delivery: number, holder: number): LinkMaker => {
    const exp = Math.floor(clock.now().getTime() / 1000) + config.DOWNLOAD_LINK_MINUTES * 60;
    return {
      file: (key, name) =>
        API.assignments.download(links.sign({ grant: { delivery, holder, key }, name, exp })),
      zip: (version, name) =>
        API.assignments.download(links.sign({ grant: { delivery, holder, version }, name, exp })),
    };
  };

  const list =
    (scope: Scope) =>
    async (request: { query: ListQuery }): Promise<AssignmentListResponse> => {
      const { month, search, sort, page } = request.query;
      const options = {
        scope,
        month,
        search,
        sort,
        page,
        pageSize: config.SEARCH_PAGE_SIZE,
        listPageSize: config.LIST_PAGE_SIZE,
        limits: { walkRows: config.SEARCH_WALK_ROWS, countCap: config.ARCHIVE_COUNT_CAP },
        now: clock.now(),
        recentDays: config.RECENT_DAYS,
        archiveAfterDays: config.ARCHIVE_AFTER_DAYS,
      };
      // Months and the recent view (whole, or a page of them) are kept as sent (keptList); nothing of a search
      // is kept: its cost is bounded by design (decision 0025), not hidden for the terms that happen to repeat.
      // A search counts its archived matches with its page; the archive's own size is kept per list version
      // and minute.
      const { rows, nextPage, archivedMatches, monthCounts } = await listDeliveries(db, options);
      const remember = archivedMatches === undefined ? await listCache(options.now) : undefined;
      const matches = remember
        ? await remember('archived', () => countArchived(db, options))
        : (archivedMatches ?? 0);
      const archived = { matches, cap: config.ARCHIVE_COUNT_CAP };
      return presentDeliveryList({ rows, nextPage, monthCounts, archived, query: request.query });
    };

  const inScope = (scope: Scope, actualDelivery: string | null) => {
    const live =
      actualDelivery !== null &&
      isLive(new Date(actualDelivery), { now: clock.now(), archiveAfterDays: config.ARCHIVE_AFTER_DAYS });
    return scope === 'live' ? live : !live;
  };

  /** Reads one delivery of the list's scope for the signed-in user and logs the view; else undefined. */
  const openDelivery = async (request: FastifyRequest, scope: Scope, id: number) => {
    const { user } = currentUser(request);
    const actor = staffName(user);
    const rows = await readDeliveryDetail(db, id);
    const delivery = rows && presentDeliveryDetail(rows, linkMaker(id, user.id));
    if (!delivery || !inScope(scope, delivery.actual_delivery)) return undefined;
    await recordAccess(db, {
      deliveryId: delivery.id,
      type: 'accessed',
      actor,
      logString: `${actor} opened the delivery`,
      ...requestOrigin(request, locator),
      at: clock.now(),
    });
    return delivery;
  };

  // The live calls answer live deliveries and the archive calls archived ones, so each view keeps its rules.
  const detail = (scope: Scope) => async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const delivery = await openDelivery(request, scope, request.params.id);
    if (!delivery) throw notFound(MESSAGES.notFound);
    return { success: true as const, message: '', last_assignment: delivery };
  };

  const listWithDetail =
    (scope: Scope) => async (request: FastifyRequest<{ Querystring: ListQuery & { id?: number } }>) => {
      const answer = await list(scope)(request);
      const id = request.query.id;
      return { ...answer, last_assignment: id ? ((await openDelivery(request, scope, id)) ?? null) : null };
    };

  /**
   * A month or the recent view (whole or one page), without a search or a delivery to open, is the same
   * answer for every staff member until the lists change: it is kept serialised and compressed, per list version and time bucket,
   * and sent as kept. Anything else is answered afresh.
   */
  const keptList =
    <Answer>(
      scope: Scope,
      schema: { parse: (value: unknown) => Answer },
      answer: (request: FastifyRequest<{ Querystring: ListQuery & { id?: number } }>) => Promise<Answer>,
    ) =>
    async (request: FastifyRequest<{ Querystring: ListQuery & { id?: number } }>, reply: FastifyReply) => {
      const { month, search, sort, page, id } = request.query;
      if (search || id) return answer(request);
      const remember = await listCache(clock.now());
      const kept = await remember(
        `answer|${request.routeOptions.url}|${month ?? 'recent'}|${sort}|${page ?? 'whole'}`,
        async () => encodeJson(JSON.stringify(schema.parse(await answer(request)))),
      );
      return sendEncodedJson(request, reply, kept);
    };

  const listSchema = {
    schema: { querystring: assignmentListQuerySchema, response: { 200: assignmentListResponseSchema } },
  };
  const detailSchema = {
    schema: { params: idParamsSchema, response: { 200: assignmentDetailResponseSchema } },
  };
  const listWithDetailSchema = {
    schema: {
      querystring: assignmentListQuerySchema,
      response: { 200: assignmentListWithDetailResponseSchema },
    },
  };
  const withDetail = assignmentListWithDetailResponseSchema;
  app.get(API.assignments.list, listSchema, keptList('live', assignmentListResponseSchema, list('live')));
  app.get(API.assignments.byId(':id'), detailSchema, detail('live'));
  app.get(API.assignments.listV1, listWithDetailSchema, keptList('live', withDetail, listWithDetail('live')));
  app.get(API.assignments.byIdV1(':id'), detailSchema, detail('live'));
  app.get(
    API.assignments.archiveList,
    listWithDetailSchema,
    keptList('archive', withDetail, listWithDetail('archive')),
  );
  app.get(API.assignments.archiveById(':id'), detailSchema, detail('archive'));
};
