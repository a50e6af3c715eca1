import { describe, expect, it } from 'vitest';
import { API, DELIVERY_MESSAGES } from '@ops/contracts';
import { DELIVER_RULE_CASES } from '@ops/contracts/rule-cases';
import { deliverForm, demo } from '../test-kit/delivery-calls';

let seq = 0;

// The contracts' cases of the deliver call's group checks, through the demo's upload-new-delivery/. An
// accepted case goes on to the uploads' check, which refuses the first file (nothing was uploaded). The
// committed-delivery cases run against the rule only: the new-delivery form sends none (the update flow does).
describe('the demo deliver group checks at upload-new-delivery/', () => {
  it.each(DELIVER_RULE_CASES.filter((c) => c.about !== 'committed'))('$name', async ({ groups, refusal }) => {
    const { call } = demo();
    const request = {
      delivery_id: `RC-${++seq}`,
      current_delivery_time: new Date().toISOString(),
      share_emails: [],
      groups: groups('WS-61001', 'WS-61002', new Date()),
    };
    const answer = await call(API.deliveries.uploadNewDelivery, {
      method: 'POST',
      as: 'OU',
      ...deliverForm(request, 'new'),
    });
    const expected = refusal
      ? refusal('WS-61001', new Date())
      : DELIVERY_MESSAGES.fileNotUploaded('brief.docx');
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: expected,
    });
  });
});
