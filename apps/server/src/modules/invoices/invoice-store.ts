import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  invoiceCurrencyToIso,
  invoiceSaveRefusal,
  invoiceServiceLine,
  type Invoice,
  type invoiceRequestSchema,
} from '@ops/contracts';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { clients, entities, invoiceServices, invoices, services, subServices } from '@/db/client-schema.js';
import { ruleAnswer, throwRefusal } from '@/lib/rule-refusal.js';
import { createCatalogueRepository } from '../catalogue/index.js';
import { type InvoiceLine, presentInvoice } from './presenter.js';

type InvoiceInput = z.output<typeof invoiceRequestSchema>;
type InvoiceRow = typeof invoices.$inferSelect;

/** The invoices' priced lines, each with its sub-service and service. */
const invoiceLines = (db: Db, invoiceIds: number[]): Promise<InvoiceLine[]> =>
  db
    .select({ line: invoiceServices, sub: subServices, service: services })
    .from(invoiceServices)
    .innerJoin(subServices, eq(subServices.id, invoiceServices.sub_service_id))
    .innerJoin(services, eq(services.id, subServices.service_id))
    .where(inArray(invoiceServices.invoice_id, invoiceIds))
    .orderBy(asc(invoiceServices.id));

async function readInvoices(db: Db, rows: InvoiceRow[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await invoiceLines(db, ids);
  const entityRows = await db
    .select({ id: entities.id, name: entities.entity_name })
    .from(entities)
    .where(
      inArray(
        entities.id,
        rows.map((r) => r.default_entity_id),
      ),
    );
  const entityName = new Map(entityRows.map((e) => [e.id, e.name]));

  return rows.map((row) => presentInvoice(row, lines, entityName));
}

export async function findInvoice(db: Db, id: number) {
  return (await readInvoices(db, await db.select().from(invoices).where(eq(invoices.id, id))))[0];
}

export async function listInvoices(db: Db, clientId: number) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.client_id, clientId))
    .orderBy(asc(invoices.id));
  return readInvoices(db, rows);
}

/** Prices each line: list and MSLA prices from the catalogue, both cumulative discounts from the offered price. */
async function priceLines(db: Db, input: InvoiceInput) {
  const catalogue = createCatalogueRepository(db);
  const currency = invoiceCurrencyToIso(input.currency_used);
  const lines = [];
  for (const line of input.list_of_services) {
    const sub = await catalogue.subService(line.sub_service, currency);
    const priced = ruleAnswer(invoiceServiceLine(sub, line.offered_price));
    lines.push({
      sub_service_id: line.sub_service,
      list_price: priced.list_price,
      msla_price: priced.msla_price,
      offered_price: line.offered_price,
      cumm_discount_listprice: priced.cumm_discount_listprice,
      cumm_discount_mslaprice: priced.cumm_discount_mslaprice,
    });
  }
  return lines;
}

export async function saveInvoice(
  db: Db,
  input: InvoiceInput,
  { now, id: existingId }: { now: Date; id?: number },
): Promise<Invoice> {
  const own = and(eq(entities.id, input.default_entity), eq(entities.client_id, input.client_id));
  const [current] = existingId ? await db.select().from(invoices).where(eq(invoices.id, existingId)) : [];
  throwRefusal(
    invoiceSaveRefusal(input, {
      clientFound: (await db.$count(clients, eq(clients.id, input.client_id))) > 0,
      defaultEntityOwn: (await db.$count(entities, own)) > 0,
      current: existingId ? (current ?? null) : undefined,
    }),
  );
  const lines = await priceLines(db, input);
  const values = {
    client_id: input.client_id,
    invoice_validity_start: input.invoice_validity_start,
    invoice_validity_end: input.invoice_validity_end,
    default_entity_id: input.default_entity,
    currency_used: input.currency_used,
    comments: input.comments,
    types_of_discounts: input.types_of_discounts,
    taxes_list: input.taxes_list,
    invoice_codes_list: input.invoice_codes_list,
    updated_at: now,
  };
  let id = existingId;
  if (id) {
    await db.update(invoices).set(values).where(eq(invoices.id, id));
    await db.delete(invoiceServices).where(eq(invoiceServices.invoice_id, id));
  } else {
    const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
    id = row!.id;
  }
  if (lines.length > 0)
    await db.insert(invoiceServices).values(lines.map((l) => ({ ...l, invoice_id: id! })));
  return (await findInvoice(db, id))!;
}
