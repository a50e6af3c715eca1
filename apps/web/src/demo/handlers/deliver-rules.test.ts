import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { DELIVER_RULE_CASES } from '@ops/contracts/rule-cases';
import { deliverForm, demo } from '../test-kit/delivery-calls';

let seq = 0;

// The contracts' refusals of the deliver call's group checks, through the demo's upload-new-delivery/.
describe('the demo deliver group checks at upload-new-delivery/', () => {
  it.each(DELIVER_RULE_CASES.filter((c) => c.refusal))('$name', async ({ groups, refusal }) => {
    const { call } = demo();
    const request = {
      delivery_id: `RC-${++seq}`,
      current_delivery_time: new Date().toISOString(),
      share_emails: [],
      groups: groups('WS-61001', 'WS-61002'),
    };
    const answer = await call(API.deliveries.uploadNewDelivery, {
      method: 'POST',
      as: 'OU',
      ...deliverForm(request, 'new'),
    });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: refusal!('WS-61001'),
    });
  });
});
