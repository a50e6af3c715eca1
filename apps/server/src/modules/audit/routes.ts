import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  auditCsvFileName,
  auditFilterOptions,
  auditFilterQuerySchema,
  auditFiltersResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  utcDay,
  contentDisposition,
} from '@ops/contracts';
import { onlyFor } from '@/plugins/authentication.js';
import { createAuditReader } from './audit-reader.js';
import { auditCsvStream } from './audit-csv.js';
import { presentAuditEvent } from './presenter.js';

/** The audit page's calls (decision 0022): operations admins read, filter and export the trail. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.services;
  const reader = createAuditReader(db);
  const config = onlyFor.auditors;

  app.get(
    API.audit.events,
    { config, schema: { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } } },
    async (request) => {
      const { cursor, page_size, ...filters } = request.query;
      const [page, total] = await Promise.all([
        reader.page(filters, cursor, page_size),
        reader.total(filters),
      ]);
      return {
        success: true as const,
        data: page.rows.map(presentAuditEvent),
        total,
        next_cursor: page.next,
      };
    },
  );

  app.get(
    API.audit.export,
    { config, schema: { querystring: auditFilterQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', auditCsvFileName(utcDay(clock.now()))),
        )
        .header('cache-control', 'private, no-store')
        .send(auditCsvStream(reader, request.query)),
  );

  app.get(
    API.audit.filters,
    { config, schema: { response: { 200: auditFiltersResponseSchema } } },
    async () => {
      const [actors, clients] = await Promise.all([reader.actors(), reader.clients()]);
      return auditFilterOptions(actors, clients);
    },
  );
};
