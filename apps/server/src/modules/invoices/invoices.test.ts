import { API, CLIENT_MESSAGES, MESSAGES, type InvoiceRequest } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { findSubService } from '@/test/catalogue.js';
import { buildClient } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
let client: { client_id: number };
let entity: { id: number; entity_name: string };
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'CR' })).token;
  ({ client, entity } = await buildClient(api, admin));
});
afterAll(() => t.close());

const invoicePayload = (overrides: Partial<InvoiceRequest> = {}): InvoiceRequest => ({
  client_id: client.client_id,
  invoice_validity_start: '2026-12-01',
  invoice_validity_end: '2027-11-30',
  default_entity: entity.id,
  currency_used: 'USD',
  comments: 'Annual rate card, reviewed with procurement.',
  types_of_discounts: ['Offer'],
  taxes_list: [{ tax_type: 'gst', percentage: '18' }],
  list_of_services: [],
  invoice_codes_list: ['PO-2026-114'],
  ...overrides,
});

describe('invoices', () => {
  it('prices each line with both cumulative discounts, against the MSLA price where there is one', async () => {
    const withMsla = await findSubService(api, admin, 'Translation - Client-ready (assured)');
    const withoutMsla = await findSubService(api, admin, 'Localization');
    const res = await api.post(
      API.requester.invoice,
      invoicePayload({
        list_of_services: [
          { sub_service: withMsla, offered_price: '0.11' },
          { sub_service: withoutMsla, offered_price: '0.15' },
        ],
      }) as never,
      admin,
    );
    expect(res.statusCode).toBe(200);
    const invoice = res.json().data;
    expect(invoice).toMatchObject({
      default_entity: entity.id,
      default_entity_name: entity.entity_name,
      currency_used: 'USD',
      types_of_discounts: ['Offer'],
      taxes_list: [{ tax_type: 'gst', percentage: '18' }],
      invoice_codes_list: ['PO-2026-114'],
    });
    // 0.14 list, 0.12 MSLA: 100 - 100 x 0.11 / 0.14 = 21.43; against MSLA 100 - 100 x 0.11 / 0.12 = 8.33.
    expect(invoice.list_of_services[0]).toMatchObject({
      service_name: 'Translation Services',
      sub_service: withMsla,
      list_price: '0.14',
      msla_price: '0.12',
      offered_price: '0.11',
      cumm_discount_listprice: '21.43',
      cumm_discount_mslaprice: '8.33',
    });
    expect(invoice.list_of_services[1]).toMatchObject({
      list_price: '0.18',
      msla_price: null,
      cumm_discount_listprice: '16.67',
      cumm_discount_mslaprice: null,
    });
  });

  it('prices in the invoice currency, EURO included', async () => {
    const basic = await findSubService(api, admin, 'Basic Design');
    const res = await api.post(
      API.requester.invoice,
      invoicePayload({
        currency_used: 'EURO',
        list_of_services: [{ sub_service: basic, offered_price: '15.00' }],
      }) as never,
      admin,
    );
    expect(res.json().data.list_of_services[0]).toMatchObject({
      list_price: '16.56',
      msla_price: '13.80',
      cumm_discount_mslaprice: '-8.70',
    });
  });

  it('edits an invoice and lists the client’s invoices', async () => {
    const created = (await api.post(API.requester.invoice, invoicePayload() as never, admin)).json().data;
    const edited = await api.put(
      API.requester.invoiceById(created.id),
      invoicePayload({ comments: 'Renewed', types_of_discounts: ['Offer', 'Festive Offer'] }) as never,
      admin,
    );
    expect(edited.json().data).toMatchObject({
      id: created.id,
      comments: 'Renewed',
      types_of_discounts: ['Offer', 'Festive Offer'],
    });
    const list = (await api.get(`${API.requester.invoice}?cid=${client.client_id}`, admin)).json().data;
    expect(list.map((i: { id: number }) => i.id)).toContain(created.id);
    expect((await api.get(API.requester.invoiceById(created.id), admin)).json().data.comments).toBe(
      'Renewed',
    );
  });

  it.each([
    [
      { list_of_services: [{ sub_service: 999999, offered_price: '1.00' }] },
      CLIENT_MESSAGES.listPriceNotFoundInvoice,
    ],
    [{ invoice_validity_end: '2026-01-01' }, CLIENT_MESSAGES.dateOrder],
    [{ default_entity: 'abc' }, MESSAGES.selectFromList],
    [{ list_of_services: [{ sub_service: 1, offered_price: '1.234' }] }, CLIENT_MESSAGES.priceInvalid],
    [{ taxes_list: [{ tax_type: 'gst', percentage: '-1' }] }, CLIENT_MESSAGES.percentRange],
    [{ comments: 'Fine, with commas; but no semicolons' }, 'Symbols are not allowed.'],
  ])('refuses %j', async (change, message) => {
    const res = await api.post(API.requester.invoice, invoicePayload(change as never) as never, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses another client's entity as the default entity", async () => {
    const other = await buildClient(api, admin);
    const res = await api.post(
      API.requester.invoice,
      invoicePayload({ default_entity: other.entity.id }) as never,
      admin,
    );
    expect(res.json().message).toBe(CLIENT_MESSAGES.entityNotOfClient);
  });

  it('answers 404 for a missing invoice and 403 to roles that may not change it', async () => {
    expect((await api.get(API.requester.invoiceById(999999), admin)).statusCode).toBe(404);
    expect(
      (await api.put(API.requester.invoiceById(999999), invoicePayload() as never, admin)).statusCode,
    ).toBe(404);
    const { token } = await buildSignedInUser(t.app, { userType: 'EMPTY' });
    expect((await api.post(API.requester.invoice, invoicePayload() as never, token)).statusCode).toBe(403);
  });
});
