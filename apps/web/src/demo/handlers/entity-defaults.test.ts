import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { ENTITY_DEFAULT_CASES } from '@ops/contracts/rule-cases';
import { demo } from '../test-kit/delivery-calls';

// The contracts' cases of the entity defaults, through the demo's company/ handler and its entity list.
describe('a new company’s first entity in the demo', () => {
  it.each(ENTITY_DEFAULT_CASES)('$name', async ({ entity_data, expected }) => {
    const { call } = demo();
    const created = await call(API.requester.company, {
      method: 'POST',
      as: 'OA',
      json: {
        client_id: null,
        company_name: 'Rules Case Ltd',
        client_code: 'RULESCASE',
        company_domain_list: ['rules-case.example'],
        entity_data,
        user_data: {
          user_name: 'Case Person',
          user_email: 'case.person@rules-case.example',
          user_phone_no: [{ ext: '+91', number: '9876543210' }],
          user_industry: 'Information Technology',
          user_category: 'Enterprise',
          user_country: 'India',
          user_city: 'Mumbai',
          user_designation: 'Procurement Lead',
          user_job_function: 'Procurement',
        },
        note_understood: true,
        instruction_understood: true,
        copy_address: false,
      },
    });
    expect(created.status).toBe(200);
    const clientId = (created.body.data as { client_id: number }).client_id;
    const listing = await call(`${API.requester.entity}?cid=${clientId}`, { as: 'OA' });
    const [entity] = listing.body.data as Record<string, unknown>[];
    const { id, client_id, entity_code, is_msla, invoice_details, ...listed } = entity!;
    expect({ client_id, is_msla, invoice_details }).toEqual({
      client_id: clientId,
      is_msla: false,
      invoice_details: { currency: expected.currency, services: [] },
    });
    expect([typeof id, typeof entity_code]).toEqual(['number', 'string']);
    expect(listed).toEqual(expected);
  });
});
