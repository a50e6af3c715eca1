import { eq, inArray } from 'drizzle-orm';
import {
  checkSelection,
  selectForNewDelivery,
  type AssignmentFacts,
  type AssignmentReader,
  type BatchRuleResult,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients, entities } from '@/db/client-schema.js';
import { deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';

export type ClientRow = typeof clients.$inferSelect;
export type EntityRow = typeof entities.$inferSelect;

export interface SelectedAssignment {
  id: string;
  name: string;
  requester_name: string;
  requester_email: string | null;
  services: (typeof workspaceAssignments.$inferSelect)['services'];
  client: ClientRow;
  entity: EntityRow | null;
  /** The delivery holding it, if any. */
  deliveryId: number | null;
}

/** The named workspace assignments with their client, entity and delivery, in the order asked. */
export async function loadAssignments(db: Db, ids: string[]): Promise<Map<string, SelectedAssignment>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      a: workspaceAssignments,
      client: clients,
      entity: entities,
      deliveryId: deliveryAssignments.delivery_id,
    })
    .from(workspaceAssignments)
    .innerJoin(clients, eq(clients.id, workspaceAssignments.client_id))
    .leftJoin(entities, eq(entities.id, workspaceAssignments.entity_id))
    .leftJoin(deliveryAssignments, eq(deliveryAssignments.assignment_id, workspaceAssignments.id))
    .where(inArray(workspaceAssignments.id, unique));
  return new Map(
    rows.map((r) => [
      r.a.id,
      {
        id: r.a.id,
        name: r.a.name,
        requester_name: r.a.requester_name,
        requester_email: r.a.requester_email,
        services: r.a.services,
        client: r.client,
        entity: r.entity,
        deliveryId: r.deliveryId,
      },
    ]),
  );
}

/** What the contracts' selection rules read of a loaded assignment. */
const facts = (a: SelectedAssignment): AssignmentFacts => ({
  requesterName: a.requester_name,
  client: a.client.id,
  entityClient: a.entity?.client_id ?? null,
  deliveryId: a.deliveryId,
});

/** The rules' reader of assignments loaded by loadAssignments. */
export const readerOf = (found: Map<string, SelectedAssignment>): AssignmentReader<SelectedAssignment> => ({
  find: (id) => found.get(id),
  facts,
});

/** A rule's answer, or its refusal as a 400. */
export const accepted = <T>(result: BatchRuleResult<T>) => ruleAnswer(result).answer;

/** The delivery's requester, client and entity, from its first assignment (whose entity the rule checked). */
export const selectionOf = ({
  assignments,
  first,
}: {
  assignments: SelectedAssignment[];
  first: SelectedAssignment;
}) => ({
  assignments,
  client: first.client,
  entity: first.entity!,
  requesterName: first.requester_name,
});

/** A new delivery's selection (the contracts' selectForNewDelivery): its entity is the first assignment's. */
export async function selectAssignments(db: Db, ids: string[]) {
  return selectionOf(accepted(selectForNewDelivery(ids, readerOf(await loadAssignments(db, ids)))));
}

/** The contracts' checkSelection of the named assignments: free (or the owner's), of one requester and client. */
export async function checkAssignments(
  db: Db,
  ids: string[],
  options: { ownDeliveryId?: number; requesterName?: string; clientId?: number } = {},
): Promise<SelectedAssignment[]> {
  const reader = readerOf(await loadAssignments(db, ids));
  return accepted(
    checkSelection(ids, reader, {
      ownDeliveryId: options.ownDeliveryId,
      requesterName: options.requesterName,
      client: options.clientId,
    }),
  );
}
