import { and, asc, eq, sql } from 'drizzle-orm';
import { generatedBatchId, newBatchAnswer, newBatchSelection, updateBatchAnswer } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase } from '@/db/prepared.js';
import { clients, entities } from '@/db/client-schema.js';
import { deliveries, workspaceAssignments } from '@/db/delivery-schema.js';
import { isoOrNull } from '@/lib/iso-date.js';
import { undelivered } from './assignment-options.js';
import { accepted, loadAssignments, readerOf, selectionOf } from './assignment-selection.js';
import { requireDeliveryWithGroups } from './delivery-groups.js';

const batchStatement = preparedPerDatabase((db) =>
  db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.batch_id, sql.placeholder('batch')))
    .limit(1)
    .prepare('batch_in_use'),
);

/** Whether a delivery has the batch id (every get-url of the new flow asks). */
export async function batchInUse(db: Db, batchId: string) {
  return (await batchStatement(db).execute({ batch: batchId })).length > 0;
}

/** A batch id from the sequence, skipping any a delivery already has (demo or imported batches). */
async function generateBatchId(db: Db, clientCode: string) {
  for (;;) {
    const result = (await db.execute(sql`select nextval('delivery_batch_number')::text as n`)) as unknown as {
      rows: { n: string }[];
    };
    const candidate = generatedBatchId(clientCode, result.rows[0]!.n);
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

/** Step 1 of the new flow (the contracts' newBatchSelection); without a batch id, one is generated. */
export async function newBatchDetails(db: Db, input: { assignment_id: string[]; delivery_id: string }) {
  const batchId = input.delivery_id;
  const inUse = batchId !== '' && (await batchInUse(db, batchId));
  // A batch a delivery has is refused whatever it holds, so its assignments are not read.
  const ids =
    input.assignment_id.length || inUse ? input.assignment_id : await assignmentsOfBatch(db, batchId);
  const reader = readerOf(await loadAssignments(db, ids));
  const selection = selectionOf(accepted(newBatchSelection({ batchId, batchInUse: inUse, ids }, reader)));
  const id = batchId || (await generateBatchId(db, selection.client.client_code));
  return newBatchAnswer(
    {
      requesterName: selection.requesterName,
      clientCode: selection.client.client_code,
      entity: selection.entity,
      deliveryId: id,
      batchId: id,
    },
    selection.assignments,
  );
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

/** Step 1 of the update flow (the contracts' updateBatchAnswer), from the delivery's groups as they stand. */
export async function updateBatchDetails(
  db: Db,
  input: { delivery_id: string; assignment_id: string[] },
  window: { from: string; to: string },
) {
  const { delivery, groups } = await requireDeliveryWithGroups(db, input.delivery_id);
  const ids = [...groups.flatMap((g) => g.assignment_ids), ...input.assignment_id];
  const reader = readerOf(await loadAssignments(db, ids));
  const { client, entity } = await deliveryOwner(db, delivery);
  const answer = updateBatchAnswer(
    {
      header: {
        requesterName: delivery.requester_name,
        clientCode: client.client_code,
        entity,
        deliveryId: String(delivery.id),
        batchId: delivery.batch_id,
      },
      delivery: { id: delivery.id, client: delivery.client_id },
      groups: groups.map((g) => ({ ...g, committed_delivery: isoOrNull(g.committed_delivery) })),
      chosen: input.assignment_id,
      window,
    },
    reader,
  );
  return accepted(answer);
}
