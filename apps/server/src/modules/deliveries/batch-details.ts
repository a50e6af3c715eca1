import { and, asc, eq, sql } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients, entities } from '@/db/client-schema.js';
import { deliveries, workspaceAssignments } from '@/db/delivery-schema.js';
import { badRequest } from '@/lib/app-error.js';
import { undelivered } from './assignment-options.js';
import { checkAssignments, loadAssignments, selectAssignments } from './assignment-selection.js';
import { requireDeliveryWithGroups } from './delivery-groups.js';
import { presentNewBatch, presentUpdateBatch } from './batch-presenter.js';

export async function batchInUse(db: Db, batchId: string) {
  return (await db.$count(deliveries, eq(deliveries.batch_id, batchId))) > 0;
}

/** `{client_code}-{n}` from the sequence, skipping any a delivery already has (demo or imported batches). */
async function generateBatchId(db: Db, clientCode: string) {
  for (;;) {
    const result = (await db.execute(sql`select nextval('delivery_batch_number')::text as n`)) as unknown as {
      rows: { n: string }[];
    };
    const candidate = `${clientCode}-${result.rows[0]!.n}`;
    if (!(await batchInUse(db, candidate))) return candidate;
  }
}

/** The undelivered assignments the intake tagged with a batch. */
async function assignmentsOfBatch(db: Db, batchId: string) {
  const rows = await db
    .select({ id: workspaceAssignments.id })
    .from(workspaceAssignments)
    .where(and(eq(workspaceAssignments.batch_id, batchId), undelivered(db)))
    .orderBy(asc(workspaceAssignments.id));
  return rows.map((r) => r.id);
}

/**
 * Step 1 of the new flow. A batch id names the new batch (refused when a delivery has it); alone, it picks
 * the batch's undelivered assignments. Without one, a batch id is generated.
 */
export async function newBatchDetails(db: Db, input: { assignment_id: string[]; delivery_id: string }) {
  let batchId = input.delivery_id;
  if (batchId && (await batchInUse(db, batchId))) throw badRequest(DELIVERY_MESSAGES.batchExists(batchId));
  const ids = input.assignment_id.length ? input.assignment_id : await assignmentsOfBatch(db, batchId);
  if (ids.length === 0) throw badRequest(DELIVERY_MESSAGES.batchHasNoAssignments(batchId));
  const selection = await selectAssignments(db, ids);
  batchId ||= await generateBatchId(db, selection.client.client_code);
  return presentNewBatch({ ...selection, deliveryId: batchId, batchId });
}

/** The delivery's client and entity rows. */
async function deliveryOwner(db: Db, delivery: { client_id: number; entity_id: number }) {
  const [row] = await db
    .select({ client: clients, entity: entities })
    .from(clients)
    .innerJoin(entities, eq(entities.id, delivery.entity_id))
    .where(eq(clients.id, delivery.client_id));
  return row!;
}

/** Step 1 of the update flow: the delivery's groups as they stand plus the newly chosen assignments. */
export async function updateBatchDetails(
  db: Db,
  input: { delivery_id: string; assignment_id: string[] },
  window: { from: string; to: string },
) {
  const { delivery, groups } = await requireDeliveryWithGroups(db, input.delivery_id);
  const ownIds = groups.flatMap((g) => g.assignment_ids);
  const newIds = [...new Set(input.assignment_id.filter((id) => !ownIds.includes(id)))];
  const added = await checkAssignments(db, newIds, {
    ownDeliveryId: delivery.id,
    requesterName: delivery.requester_name,
    clientId: delivery.client_id,
  });
  const own = await loadAssignments(db, ownIds);
  const { client, entity } = await deliveryOwner(db, delivery);
  return presentUpdateBatch({
    requesterName: delivery.requester_name,
    client,
    entity,
    deliveryId: String(delivery.id),
    batchId: delivery.batch_id,
    assignments: [...ownIds.flatMap((id) => own.get(id) ?? []), ...added],
    groups,
    newIds,
    window,
  });
}
