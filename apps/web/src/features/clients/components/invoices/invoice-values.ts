import { DEFAULT_INVOICE_CURRENCY } from '@ops/contracts';
import type { Invoice, InvoiceRequest } from '@ops/contracts';
import { dateInput } from '@/features/clients/lib/form-values';
import { newLineKey } from '../common/use-line-meta';
import type { LineMetaBase } from '../common/use-line-meta';

export interface InvoiceLineMeta extends LineMetaBase {
  mslaPrice: string | null;
}

export interface InvoiceFormStart {
  values: InvoiceRequest;
  lines: InvoiceLineMeta[];
}

export const emptyInvoiceLine = (): InvoiceLineMeta => ({
  key: newLineKey(),
  serviceId: null,
  subServiceName: '',
  listPrice: null,
  mslaPrice: null,
  unitType: '',
  loading: false,
});

export const newInvoiceStart = (clientId: number): InvoiceFormStart => ({
  values: {
    client_id: clientId,
    invoice_validity_start: '',
    invoice_validity_end: '',
    default_entity: '',
    currency_used: DEFAULT_INVOICE_CURRENCY,
    comments: '',
    types_of_discounts: [],
    taxes_list: [],
    list_of_services: [],
    invoice_codes_list: [],
  },
  lines: [],
});

export const invoiceStart = (invoice: Invoice): InvoiceFormStart => ({
  values: {
    client_id: invoice.client_id,
    invoice_validity_start: dateInput(invoice.invoice_validity_start) ?? '',
    invoice_validity_end: dateInput(invoice.invoice_validity_end) ?? '',
    default_entity: invoice.default_entity,
    currency_used: invoice.currency_used,
    comments: invoice.comments,
    types_of_discounts: invoice.types_of_discounts,
    taxes_list: invoice.taxes_list.map((t) => ({ tax_type: t.tax_type, percentage: t.percentage })),
    list_of_services: invoice.list_of_services.map((s) => ({
      sub_service: s.sub_service,
      offered_price: s.offered_price,
    })),
    invoice_codes_list: invoice.invoice_codes_list,
  },
  lines: invoice.list_of_services.map((s) => ({
    key: newLineKey(),
    serviceId: s.service,
    subServiceName: s.sub_service_name,
    listPrice: s.list_price,
    mslaPrice: s.msla_price,
    unitType: s.unit_type,
    loading: false,
  })),
});
