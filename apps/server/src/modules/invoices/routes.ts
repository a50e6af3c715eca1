import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CLIENT_MESSAGES,
  clientIdQuerySchema,
  idParamsSchema,
  invoiceListResponseSchema,
  invoiceRequestSchema,
  invoiceResponseSchema,
} from '@ops/contracts';
import { notFound } from '@/lib/app-error.js';
import { findInvoice, listInvoices, saveInvoice } from './invoice-store.js';
import { inTransaction } from '@/db/transaction.js';
import { audit } from '../audit/index.js';
import { onlyFor } from '@/plugins/authentication.js';

const invoiceAudit = (
  action: 'invoice.created' | 'invoice.updated',
  invoice: { id: number; client_id: number },
) => ({
  action,
  targetType: 'invoice',
  targetId: invoice.id,
  clientId: invoice.client_id,
});

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.services;
  const save = (body: Parameters<typeof saveInvoice>[1], id?: number) =>
    inTransaction(db, (tx) => saveInvoice(tx, body, { now: clock.now(), id }));

  app.get(
    API.requester.invoice,
    { schema: { querystring: clientIdQuerySchema, response: { 200: invoiceListResponseSchema } } },
    async (request) => ({ success: true as const, data: await listInvoices(db, request.query.cid) }),
  );
  app.get(
    API.requester.invoiceById(':id'),
    { schema: { params: idParamsSchema, response: { 200: invoiceResponseSchema } } },
    async (request) => {
      const invoice = await findInvoice(db, request.params.id);
      if (!invoice) throw notFound(CLIENT_MESSAGES.invoiceNotFound);
      return { success: true as const, message: '', data: invoice };
    },
  );
  app.post(
    API.requester.invoice,
    {
      config: onlyFor.clientAdmins,
      schema: { body: invoiceRequestSchema, response: { 200: invoiceResponseSchema } },
    },
    async (request) => {
      const data = await save(request.body);
      await audit(request, invoiceAudit('invoice.created', data));
      return { success: true as const, message: CLIENT_MESSAGES.invoiceSaved, data };
    },
  );
  app.route({
    // Part 3 names PUT or PATCH for an edit; both are the same route.
    method: ['PUT', 'PATCH'],
    url: API.requester.invoiceById(':id'),
    config: onlyFor.clientAdmins,
    schema: {
      params: idParamsSchema,
      body: invoiceRequestSchema,
      response: { 200: invoiceResponseSchema },
    },
    handler: async (request) => {
      const data = await save(request.body, request.params.id);
      await audit(request, invoiceAudit('invoice.updated', data));
      return { success: true as const, message: CLIENT_MESSAGES.invoiceSaved, data };
    },
  });
};
