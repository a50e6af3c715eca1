import { describe, expect, it } from 'vitest';
import {
  BATCH_RULE_CASES,
  batchCaseSummary,
  type BatchCaseOutcome,
  type BatchCaseWorld,
} from './batch-rule-cases.js';
import {
  generatedBatchId,
  newBatchAnswer,
  newBatchSelection,
  updateBatchAnswer,
  type AssignmentReader,
  type BatchEntity,
  type BatchItem,
} from './batch-rules.js';

interface Row extends BatchItem {
  requester: string;
  client: string;
  entity: string | null;
  batch: string | null;
  deliveryId: number | null;
}

const entity = (client: string, code: string, over: Partial<BatchEntity> = {}) => ({
  client,
  entity_code: code,
  charge_code: `CC-${client}`,
  is_external: false,
  file_shared_type: null,
  ...over,
});
const ENTITIES = new Map(
  [
    entity('C1', 'C1-E'),
    entity('C2', 'C2-E'),
    entity('C3', 'C3-X', { is_external: true, file_shared_type: 'external_text' }),
  ].map((e) => [e.entity_code, e]),
);

const row = (id: string, over: Partial<Row> = {}): Row => ({
  id,
  name: `Brochure ${id}`,
  services: [],
  requester: 'Ada',
  client: 'C1',
  entity: 'C1-E',
  batch: null,
  deliveryId: null,
  ...over,
});
const ROWS = [
  row('WA-1'),
  row('WA-2'),
  row('WA-3', { requester: 'Grace' }),
  row('WA-4', { client: 'C2', entity: 'C2-E' }),
  row('WA-5', { entity: null }),
  row('WA-6', { entity: 'C2-E' }),
  row('WA-7', { requester: 'Lin', client: 'C3', entity: 'C3-X' }),
  row('WA-8', { batch: 'WF-1' }),
  row('WA-9', { batch: 'WF-1' }),
  row('WA-10', { deliveryId: 1 }),
  row('WA-11', { deliveryId: 2 }),
];
const DELIVERIES = [1, 2].map((id) => ({
  id,
  batch_id: `B-${id}`,
  requester: 'Ada',
  client: 'C1',
  entity: 'C1-E',
}));

const w: BatchCaseWorld = {
  requester: 'Ada',
  client: 'C1',
  entity: 'C1-E',
  chargeCode: 'CC-C1',
  a: 'WA-1',
  b: 'WA-2',
  otherRequester: 'WA-3',
  otherClient: 'WA-4',
  noEntity: 'WA-5',
  foreignEntity: 'WA-6',
  external: { id: 'WA-7', requester: 'Lin', client: 'C3', entity: 'C3-X', chargeCode: 'CC-C3' },
  batch: { id: 'WF-1', assignments: ['WA-8', 'WA-9'] },
  delivery: { id: 1, batchId: 'B-1', own: 'WA-10' },
  taken: 'WA-11',
};

const reader: AssignmentReader<Row> = {
  find: (id) => ROWS.find((r) => r.id === id),
  facts: (r) => ({
    requesterName: r.requester,
    client: r.client,
    entityClient: (r.entity && ENTITIES.get(r.entity)?.client) ?? null,
    deliveryId: r.deliveryId,
  }),
};

/** detail-assignment/ in this world: the batch's assignments and the deliveries' batch ids read from it. */
function newFlow(body: { assignment_id?: string[]; delivery_id?: string }) {
  const batchId = body.delivery_id ?? '';
  const ids = body.assignment_id?.length
    ? body.assignment_id
    : ROWS.filter((r) => r.batch === batchId && r.deliveryId === null).map((r) => r.id);
  const inUse = DELIVERIES.some((d) => d.batch_id === batchId);
  const result = newBatchSelection({ batchId, batchInUse: inUse, ids }, reader);
  if ('refusal' in result) return result;
  const { assignments, first } = result.answer;
  const id = batchId || generatedBatchId(first.client, 1);
  const header = {
    requesterName: first.requester,
    clientCode: first.client,
    entity: ENTITIES.get(first.entity!)!,
    deliveryId: id,
    batchId: id,
  };
  return { answer: newBatchAnswer(header, assignments) };
}

/** update-detail-assignments/ in this world: each delivery made before groups, so its one group is group 1. */
function updateFlow(body: { delivery_id: string; assignment_id: string[] }) {
  const delivery = DELIVERIES.find(
    (d) => String(d.id) === body.delivery_id || d.batch_id === body.delivery_id,
  )!;
  const group = {
    gid: 1,
    assignment_ids: ROWS.filter((r) => r.deliveryId === delivery.id).map((r) => r.id),
    current_deliveries: 1,
    committed_delivery: null,
    delivery_notes: '',
    external_link: '',
    external_text: '',
    email_attachment: false,
  };
  return updateBatchAnswer(
    {
      header: {
        requesterName: delivery.requester,
        clientCode: delivery.client,
        entity: ENTITIES.get(delivery.entity)!,
        deliveryId: String(delivery.id),
        batchId: delivery.batch_id,
      },
      delivery: { id: delivery.id, client: delivery.client },
      groups: [group],
      chosen: body.assignment_id,
      window: { from: '2026-01-01', to: '2027-12-31' },
    },
    reader,
  );
}

/** Finding the delivery is each side's, not the rule's. */
const isNotFound = (o: BatchCaseOutcome) => 'status' in o && o.status === 404;

describe('the batch details rules', () => {
  it.each(BATCH_RULE_CASES.filter((c) => !isNotFound(c.outcome(w))))('$name', ({ request, outcome }) => {
    const call = request(w);
    const result = call.call === 'new' ? newFlow(call.body) : updateFlow(call.body);
    const seen =
      'refusal' in result
        ? { refusal: result.refusal, status: 400 }
        : { answer: batchCaseSummary(result.answer) };
    expect(seen).toEqual(outcome(w));
  });

  it('answers no preset choice for an entity that does not deliver externally, or an unknown one', () => {
    const header = { requesterName: 'Ada', clientCode: 'C1', deliveryId: 'C1-1', batchId: 'C1-1' };
    const answer = (over: Partial<BatchEntity>) =>
      newBatchAnswer({ ...header, entity: { ...ENTITIES.get('C1-E')!, ...over } }, []);
    expect(answer({ file_shared_type: 'external_link' })).toMatchObject({
      delivery_user_type: 'default',
      external_type: '',
    });
    expect(answer({ is_external: true, file_shared_type: 'ftp' })).toMatchObject({
      delivery_user_type: 'external',
      external_type: '',
    });
  });
});
