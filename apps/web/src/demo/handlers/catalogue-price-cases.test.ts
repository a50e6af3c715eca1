import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { CATALOGUE_PRICE_CASES, clientRecordCompany } from '@ops/contracts/rule-cases';
import { demo } from '../test-kit/delivery-calls';

type Call = ReturnType<typeof demo>['call'];
type Answer = Awaited<ReturnType<Call>>;

/** A new company and its first entity. */
async function company(call: Call) {
  const created = await call(API.requester.company, {
    method: 'POST',
    as: 'OA',
    json: clientRecordCompany('P'),
  });
  const clientId = (created.body.data as { client_id: number }).client_id;
  const listing = await call(`${API.requester.entity}?cid=${clientId}`, { as: 'OA' });
  return { clientId, entityId: (listing.body.data as { id: number }[])[0]!.id };
}

/** A saved record's lines without their ids, or the refusal it was answered with. */
function outcome(answer: Answer, lines: (data: never) => { id: number }[]) {
  if (answer.status !== 200) return { refusal: answer.body.message, status: answer.status };
  return lines(answer.body.data as never).map(({ id: _, ...line }) => line);
}

const expectedOutcome = (expected: object) =>
  'refusal' in expected ? { ...expected, status: 400 } : expected;

// The contracts' catalogue cases, through the demo's service/, entity/ and invoice/ handlers.
describe('the catalogue’s cases in the demo', () => {
  it.each(CATALOGUE_PRICE_CASES.services)('$name', async ({ service, expected }) => {
    const { call } = demo();
    const listed = await call(API.requester.service, {
      method: 'POST',
      as: 'OU',
      json: service ? { service } : {},
    });
    expect(listed.body.data).toEqual(expected);
  });

  it.each(CATALOGUE_PRICE_CASES.prices)('$name', async ({ id, query, answer }) => {
    const { call } = demo();
    const price = await call(`${API.requester.servicePrice(id)}?${new URLSearchParams(query)}`, { as: 'OU' });
    expect(price.status).toBe(answer ? 200 : 404);
    if (answer) expect(price.body).toEqual({ success: true, ...answer });
  });

  it.each(CATALOGUE_PRICE_CASES.entityLines)('$name', async ({ currency, services, expected }) => {
    const { call } = demo();
    const { clientId } = await company(call);
    const entity = {
      client_id: clientId,
      entity_name: 'Priced',
      country: 'India',
      city: 'Mumbai',
      currency,
      services,
    };
    const saved = await call(API.requester.entity, { method: 'POST', as: 'OA', json: entity });
    const lines = (e: { invoice_details: { services: { id: number }[] } }) => e.invoice_details.services;
    expect(outcome(saved, lines)).toEqual(expectedOutcome(expected));
  });

  it.each(CATALOGUE_PRICE_CASES.invoiceLines)('$name', async ({ currency, lines, expected }) => {
    const { call } = demo();
    const { clientId, entityId } = await company(call);
    const invoice = {
      client_id: clientId,
      default_entity: entityId,
      invoice_validity_start: '2026-01-01',
      invoice_validity_end: '2026-12-31',
      currency_used: currency,
      list_of_services: lines,
    };
    const saved = await call(API.requester.invoice, { method: 'POST', as: 'OA', json: invoice });
    const priced = (i: { list_of_services: { id: number }[] }) => i.list_of_services;
    expect(outcome(saved, priced)).toEqual(expectedOutcome(expected));
  });
});
