import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { INTAKE_KEY_CASES } from '@ops/contracts/rule-cases';
import { demo } from '../test-kit/delivery-calls';

// The contracts' cases of the key an intake call sends, through the demo's intake handler with no
// assignments: a key taken goes on to the body's refusal (400).
describe('the demo intake key sent', () => {
  it.each(INTAKE_KEY_CASES)('$name', async ({ headers, refusal }) => {
    const { call } = demo();
    const made = await call(API.deliveries.integrationKeys, {
      method: 'POST',
      as: 'OA',
      json: { name: 'Cases' },
    });
    const answer = await call(API.deliveries.intake, {
      method: 'POST',
      headers: headers(made.body.key as string),
      json: { assignments: [] },
    });
    if (refusal === null) expect(answer.status).toBe(400);
    else expect([answer.status, answer.body.message]).toEqual([401, refusal]);
  });
});
