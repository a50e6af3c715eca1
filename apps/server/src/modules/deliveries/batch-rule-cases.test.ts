import { eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { BATCH_RULE_CASES, batchCaseSummary, type BatchCaseWorld } from '@ops/contracts/rule-cases';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities } from '@/db/client-schema.js';
import { deliveries } from '@/db/delivery-schema.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const ctx = useDeliveryWorld();
const REQUESTER = 'Kavya Iyer';
let w: BatchCaseWorld;

/** The cases' world: the delivery world's client and entity (CC-1), a second client, an external one. */
async function buildWorld(): Promise<BatchCaseWorld> {
  const { t, w: world } = ctx;
  const made = { clientId: world.client.id, entityId: world.entity.id, requester: REQUESTER };
  const assignment = async (over: Partial<Parameters<typeof buildWorkspaceAssignment>[1]> = {}) =>
    (await buildWorkspaceAssignment(t.app, { ...made, ...over })).id;
  const other = await buildClient(world.api, world.admin.token);
  const external = await buildClient(world.api, world.admin.token);
  await t.app.services.db
    .update(entities)
    .set({ is_external: true, file_shared_type: 'external_text', charge_code: 'CC-X' })
    .where(eq(entities.id, external.entity.id));
  const batch = `WF-${Date.now()}`;
  const batchIds = [await assignment({ batchId: batch }), await assignment({ batchId: batch })].sort();
  const { delivery, assignmentId } = await buildDelivery(t.app, made);
  await t.app.services.db
    .update(deliveries)
    .set({ delivery_user_type: 'external' })
    .where(eq(deliveries.id, delivery.id));
  const taken = await buildDelivery(t.app, made);
  return {
    requester: REQUESTER,
    client: world.client.code,
    entity: world.entity.code,
    chargeCode: 'CC-1',
    a: await assignment(),
    b: await assignment(),
    otherRequester: await assignment({ requester: 'Noah Brooks' }),
    otherClient: await assignment({ clientId: other.client.client_id, entityId: other.entity.id }),
    noEntity: await assignment({ entityId: null }),
    foreignEntity: await assignment({ entityId: other.entity.id }),
    external: {
      id: await assignment({
        clientId: external.client.client_id,
        entityId: external.entity.id,
        requester: 'Jonas Weber',
      }),
      requester: 'Jonas Weber',
      client: external.client.client_code,
      entity: external.entity.entity_code,
      chargeCode: 'CC-X',
    },
    batch: { id: batch, assignments: [batchIds[0]!, batchIds[1]!] },
    delivery: { id: delivery.id, batchId: delivery.batch_id, own: assignmentId },
    taken: taken.assignmentId,
  };
}

beforeAll(async () => {
  w = await buildWorld();
});

// The contracts' cases of step 1 (rules/batch-rules.ts) through detail-assignment/ and
// update-detail-assignments/, in one world: neither call writes anything.
describe('the batch details rules at detail-assignment/ and update-detail-assignments/', () => {
  it.each(BATCH_RULE_CASES)('$name', async ({ request, outcome }) => {
    const { call, body } = request(w);
    const path = call === 'new' ? API.deliveries.detailAssignment : API.deliveries.updateDetailAssignments;
    const res = await ctx.w.api.post(path, body, ctx.token);
    const seen =
      res.statusCode === 200
        ? { answer: batchCaseSummary(res.json()) }
        : { refusal: res.json().message, status: res.statusCode };
    expect(seen).toEqual(outcome(w));
  });
});
