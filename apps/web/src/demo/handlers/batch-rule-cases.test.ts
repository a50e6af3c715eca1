import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { BATCH_RULE_CASES, batchCaseSummary, type BatchCaseWorld } from '@ops/contracts/rule-cases';
import type { DemoState } from '../data/demo-state';
import { demo } from '../test-kit/delivery-calls';

/**
 * The cases' world in the sample data: Kavya Iyer's ACME assignments (entity ACME-UK), the batch
 * B-ACME-Q4, delivery 1004 (stored as 'external') and WA-1001 of delivery 1001; Jonas Weber's WS-62003 of
 * GLOBEX-EXT, given the code as its preset choice; three more of Kavya Iyer's for the refusals.
 */
function sampleWorld(state: DemoState): BatchCaseWorld {
  const like = state.creation.assignments.find((a) => a.id === 'WS-61001')!;
  const extra = (id: string, client_code: string, entity_code: string) => {
    state.creation.assignments.push({ ...like, id, client_code, entity_code });
    return id;
  };
  state.creation.entities.find((e) => e.entity_code === 'GLOBEX-EXT')!.external_type = 'external_text';
  expect(state.deliveries.find((d) => d.id === 1004)?.delivery_user_type).toBe('external');
  return {
    requester: 'Kavya Iyer',
    client: 'ACME',
    entity: 'ACME-UK',
    chargeCode: 'CC-ACME',
    a: 'WS-61001',
    b: 'WS-61002',
    otherRequester: 'WS-61005',
    otherClient: extra('WS-69001', 'GLOBEX', 'GLOBEX-DE'),
    noEntity: extra('WS-69002', 'ACME', 'ACME-NONE'),
    foreignEntity: extra('WS-69003', 'ACME', 'GLOBEX-DE'),
    external: {
      id: 'WS-62003',
      requester: 'Jonas Weber',
      client: 'GLOBEX',
      entity: 'GLOBEX-EXT',
      chargeCode: 'CC-GLOBEX',
    },
    batch: { id: 'B-ACME-Q4', assignments: ['WS-61003', 'WS-61004'] },
    delivery: { id: 1004, batchId: 'B-ACME-001004', own: 'WA-1004' },
    taken: 'WA-1001',
  };
}

// The contracts' cases of step 1 (rules/batch-rules.ts) through the demo's detail-assignment/ and
// update-detail-assignments/, each from fresh sample data.
describe('the demo batch details rules', () => {
  it.each(BATCH_RULE_CASES)('$name', async ({ request, outcome }) => {
    const { state, call } = demo();
    const w = sampleWorld(state);
    const { call: flow, body } = request(w);
    const path = flow === 'new' ? API.deliveries.detailAssignment : API.deliveries.updateDetailAssignments;
    const answer = await call(path, { method: 'POST', as: 'OU', json: body });
    const seen =
      answer.status === 200
        ? { answer: batchCaseSummary(answer.body) }
        : { refusal: answer.body.message, status: answer.status };
    expect(seen).toEqual(outcome(w));
  });
});
