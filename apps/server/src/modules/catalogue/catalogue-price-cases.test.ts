import { API } from '@ops/contracts';
import { CATALOGUE_PRICE_CASES, clientRecordCompany } from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
let companies = 0;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
});
afterAll(() => t.close());

/** A new company and its first entity (the cases share the database). */
async function company() {
  companies += 1;
  const created = await api.post(API.requester.company, clientRecordCompany(`P${companies}`) as never, admin);
  const clientId: number = created.json().data.client_id;
  const [entity] = (await api.get(`${API.requester.entity}?cid=${clientId}`, admin)).json().data;
  return { clientId, entityId: entity.id as number };
}

/** A saved record's lines without their ids, or the refusal it was answered with. */
function outcome<T>(
  response: { statusCode: number; json: () => { message?: string; data: T } },
  lines: (data: T) => { id: number }[],
) {
  if (response.statusCode !== 200) return { refusal: response.json().message, status: response.statusCode };
  return lines(response.json().data).map(({ id: _, ...line }) => line);
}

type Priced<K extends string> = Record<K, { services: { id: number }[] }>;

const expectedOutcome = (expected: object) =>
  'refusal' in expected ? { ...expected, status: 400 } : expected;

// The contracts' catalogue cases, through the service/, entity/ and invoice/ routes.
describe('the catalogue’s cases at service/', () => {
  it.each(CATALOGUE_PRICE_CASES.services)('$name', async ({ service, expected }) => {
    const listed = await api.post(API.requester.service, service ? { service } : {}, admin);
    expect(listed.json().data).toEqual(expected);
  });

  it.each(CATALOGUE_PRICE_CASES.prices)('$name', async ({ id, query, answer }) => {
    const price = await api.get(`${API.requester.servicePrice(id)}?${new URLSearchParams(query)}`, admin);
    expect(price.statusCode).toBe(answer ? 200 : 404);
    if (answer) expect(price.json()).toEqual({ success: true, ...answer });
  });

  it.each(CATALOGUE_PRICE_CASES.entityLines)('$name', async ({ currency, services, expected }) => {
    const { clientId } = await company();
    const entity = { client_id: clientId, entity_name: 'Priced', country: 'India', city: 'Mumbai' };
    const saved = await api.post(API.requester.entity, { ...entity, currency, services } as never, admin);
    expect(outcome(saved, (e: Priced<'invoice_details'>) => e.invoice_details.services)).toEqual(
      expectedOutcome(expected),
    );
  });

  it.each(CATALOGUE_PRICE_CASES.invoiceLines)('$name', async ({ currency, lines, expected }) => {
    const { clientId, entityId } = await company();
    const invoice = {
      client_id: clientId,
      default_entity: entityId,
      invoice_validity_start: '2026-01-01',
      invoice_validity_end: '2026-12-31',
      currency_used: currency,
      list_of_services: lines,
    };
    const saved = await api.post(API.requester.invoice, invoice as never, admin);
    expect(outcome(saved, (i: { list_of_services: { id: number }[] }) => i.list_of_services)).toEqual(
      expectedOutcome(expected),
    );
  });
});
