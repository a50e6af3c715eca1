import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  accessLogCsv,
  accessLogQuerySchema,
  accessLogResponseSchema,
  commentListResponseSchema,
  idParamsSchema,
  sharedLogResponseSchema,
  contentDisposition,
} from '@ops/contracts';
import { deliveries, shareDownloads, sharedLogs } from '@/db/delivery-schema.js';
import { assertDeliveryExists, listComments } from './delivery-lookups.js';
import { countAccessLog, readAccessLog } from '../access-log/index.js';
import { presentAccessLogEntry, presentComment, presentSharedLog } from './presenter.js';
import { requireDelivery } from './delivery-by-ref.js';

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  const sharedLog = async (request: { params: { id: number } }) => {
    await assertDeliveryExists(db, request.params.id);
    const rows = await db
      .select()
      .from(sharedLogs)
      .where(
        and(
          eq(sharedLogs.delivery_id, request.params.id),
          isNull(sharedLogs.revoked_at),
          // A share past its end is over, like a revoked one.
          or(isNull(sharedLogs.expires_at), gt(sharedLogs.expires_at, app.services.clock.now())),
        ),
      )
      .orderBy(asc(sharedLogs.created_at), asc(sharedLogs.id));
    const counts = rows.length
      ? await db
          .select({ share: shareDownloads.share_id, downloads: shareDownloads.downloads })
          .from(shareDownloads)
          .innerJoin(deliveries, eq(deliveries.id, request.params.id))
          .where(
            and(
              inArray(
                shareDownloads.share_id,
                rows.map((r) => r.id),
              ),
              eq(shareDownloads.version, deliveries.current_version),
            ),
          )
      : [];
    return presentSharedLog(rows, new Map(counts.map((c) => [c.share, c.downloads])));
  };
  const sharedSchema = { schema: { params: idParamsSchema, response: { 200: sharedLogResponseSchema } } };
  app.get(API.assignments.sharingFile(':id'), sharedSchema, sharedLog);
  app.get(API.assignments.archiveSharedLog(':id'), sharedSchema, sharedLog);

  const accessLog = async (request: {
    params: { id: number };
    query: { sort: 'ascending' | 'descending'; search?: string; page: number; page_size: number };
  }) => {
    const { id } = request.params;
    const { sort, search, page, page_size } = request.query;
    await assertDeliveryExists(db, id);
    const [rows, total] = await Promise.all([
      readAccessLog(db, id, { sort, search, page, pageSize: page_size }),
      countAccessLog(db, id, search),
    ]);
    const data = rows.map(presentAccessLogEntry);
    return { success: true as const, data, total, page, page_size, has_more: page * page_size < total };
  };
  const accessSchema = {
    schema: {
      params: idParamsSchema,
      querystring: accessLogQuerySchema,
      response: { 200: accessLogResponseSchema },
    },
  };
  app.get(API.assignments.accessLog(':id'), accessSchema, accessLog);
  app.get(
    API.assignments.accessLogCsv(':id'),
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      const delivery = await requireDelivery(db, request.params.id);
      const entries = (await readAccessLog(db, delivery.id, { sort: 'ascending' })).map(
        presentAccessLogEntry,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', `access-log-${delivery.batch_id}.csv`),
        )
        .header('cache-control', 'private, no-store')
        .send(accessLogCsv(entries));
    },
  );
  app.get(API.assignments.archiveAccessLog(':id'), accessSchema, accessLog);

  app.get(
    API.assignments.archiveFeedback(':id'),
    { schema: { params: idParamsSchema, response: { 200: commentListResponseSchema } } },
    async (request) => {
      await assertDeliveryExists(db, request.params.id);
      return {
        success: true as const,
        data: (await listComments(db, request.params.id)).map(presentComment),
      };
    },
  );
};
