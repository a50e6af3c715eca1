import type { Invoice } from '@ops/contracts';
import type { invoiceServices, invoices, services, subServices } from '@/db/client-schema.js';

/** One priced line as the store reads it: the line with its sub-service and service. */
export interface InvoiceLine {
  line: typeof invoiceServices.$inferSelect;
  sub: typeof subServices.$inferSelect;
  service: typeof services.$inferSelect;
}

/** An invoice with its priced lines (the lines of every invoice read; this invoice's are picked out). */
export function presentInvoice(
  row: typeof invoices.$inferSelect,
  lines: InvoiceLine[],
  entityName: ReadonlyMap<number, string>,
): Invoice {
  return {
    id: row.id,
    client_id: row.client_id,
    invoice_validity_start: row.invoice_validity_start,
    invoice_validity_end: row.invoice_validity_end,
    default_entity: row.default_entity_id,
    default_entity_name: entityName.get(row.default_entity_id) ?? '',
    currency_used: row.currency_used as Invoice['currency_used'],
    comments: row.comments,
    types_of_discounts: row.types_of_discounts as Invoice['types_of_discounts'],
    taxes_list: row.taxes_list as Invoice['taxes_list'],
    invoice_codes_list: row.invoice_codes_list,
    list_of_services: lines
      .filter((l) => l.line.invoice_id === row.id)
      .map((l) => ({
        id: l.line.id,
        service: l.service.id,
        service_name: l.service.name,
        sub_service: l.sub.id,
        sub_service_name: l.sub.name,
        unit_type: l.sub.unit_type,
        list_price: l.line.list_price,
        msla_price: l.line.msla_price,
        offered_price: l.line.offered_price,
        cumm_discount_listprice: l.line.cumm_discount_listprice,
        cumm_discount_mslaprice: l.line.cumm_discount_mslaprice,
      })),
  };
}
