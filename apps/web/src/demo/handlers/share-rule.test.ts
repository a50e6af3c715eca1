import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { SHARE_RULE_CASES } from '@ops/contracts/rule-cases';
import { demo } from '../test-kit/delivery-calls';

// The contracts' cases of the share rule, through the demo's share-email/ handler: each with the ACME sample
// client given the case's domains and client users.
describe('the demo share rule at share-email/', () => {
  it.each(SHARE_RULE_CASES)('$name', async ({ organisation, emails, expected }) => {
    const { state, call } = demo();
    const client = state.clients.find((c) => c.client_code === 'ACME')!;
    client.client_domain_list = [...organisation.domains];
    state.clientArea.users = state.clientArea.users.filter((u) => u.client_id !== client.client_id);
    for (const [i, email] of organisation.userEmails.entries())
      state.clientArea.users.push({
        id: 9_000 + i,
        client_id: client.client_id,
        username: 'Case',
        email,
        phone_number_list: [],
        country: 'India',
        city: 'Pune',
        category: null,
        designation: '',
        industry: null,
        job_function: null,
        default_entity: null,
      });
    const answer = await call(API.deliveries.shareEmail, {
      method: 'POST',
      as: 'OU',
      json: { client_code: 'ACME', emails, accept_warning: false },
    });
    expect(answer.body.emails).toEqual(expected);
  });
});
