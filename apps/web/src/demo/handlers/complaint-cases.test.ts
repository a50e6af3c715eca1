import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { COMPLAINT_CASES } from '@ops/contracts/rule-cases';
import { createDemoState } from '../data/demo-state';
import { DEMO_RECIPIENT, recipientSessionToken } from '../data/recipients';
import { DEMO_NOW } from '../test-kit/demo-call';
import { demo } from '../test-kit/delivery-calls';

/** Another person at the client with a share of the sample recipient's newest delivery. */
const COLLEAGUE = 'finance@acme.example.com';
const NEWEST = 1001;

// The contracts' cases of what a complaint may do next, through the demo's handlers.
describe('a complaint’s next step, in the demo', () => {
  it.each(COMPLAINT_CASES)('$name', async ({ given, resolvedMsAgo, call, status, refusal, after }) => {
    const state = createDemoState(DEMO_NOW);
    const { call: send } = demo(state);
    const as = (by: string) => ({ authorization: `Bearer ${recipientSessionToken(by)}` });
    const raised = await send(API.recipients.complaints, {
      method: 'POST',
      headers: as(DEMO_RECIPIENT.email),
      json: { delivery_id: NEWEST, version: 1, category: 'accuracy', text: 'A case.' },
    });
    const row = state.complaints.rows.find((r) => r.id === (raised.body.data as { id: number }).id)!;
    row.status = given;
    row.resolved_at = resolvedMsAgo === undefined ? null : new Date(state.now - resolvedMsAgo);

    const res =
      call === 'answer' || call === 'resolve'
        ? await send(
            call === 'answer'
              ? API.assignments.answerComplaint(row.id)
              : API.assignments.resolveComplaint(row.id),
            {
              method: 'POST',
              as: 'OA',
              json: call === 'answer' ? { answer: 'An answer.' } : { resolution: 'Done.' },
            },
          )
        : await send(API.recipients.reopenComplaint(row.id), {
            method: 'POST',
            headers: as(call === 'reopen' ? DEMO_RECIPIENT.email : COLLEAGUE),
            json: { text: '' },
          });
    expect(res.status).toBe(status);
    if (refusal !== null) expect(res.body.message).toBe(refusal);
    expect(row.status).toBe(after);
  });
});
