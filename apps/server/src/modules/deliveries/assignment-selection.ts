import { eq, inArray } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients, entities } from '@/db/client-schema.js';
import { deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';
import { badRequest } from '@/lib/app-error.js';

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

interface Selection {
  assignments: SelectedAssignment[];
  client: ClientRow;
  entity: EntityRow;
  requesterName: string;
}

/**
 * A new delivery's selection: the rules of checkAssignments, and every assignment has an entity of its
 * client; the delivery's entity is the first assignment's.
 */
export async function selectAssignments(
  db: Db,
  ids: string[],
  options: { ownDeliveryId?: number; requesterName?: string; clientId?: number } = {},
): Promise<Selection> {
  const list = await checkAssignments(db, ids, options);
  const first = list[0];
  if (!first) throw badRequest(DELIVERY_MESSAGES.provideBatchOrAssignments);
  // client_id is a required reference, so clientMissing cannot arise here; entities are optional.
  const entity = first.entity;
  if (!entity || list.some((a) => !a.entity || a.entity.client_id !== first.client.id)) {
    throw badRequest(DELIVERY_MESSAGES.entityMissing);
  }
  return { assignments: list, client: first.client, entity, requesterName: first.requester_name };
}

/**
 * Each assignment exists and is not delivered (or is `ownDeliveryId`'s), and all share one requester and
 * client: the given ones (an existing delivery's), else the first assignment's.
 */
export async function checkAssignments(
  db: Db,
  ids: string[],
  options: { ownDeliveryId?: number; requesterName?: string; clientId?: number } = {},
): Promise<SelectedAssignment[]> {
  const found = await loadAssignments(db, ids);
  const list: SelectedAssignment[] = [];
  for (const id of new Set(ids)) {
    const a = found.get(id);
    if (!a) throw badRequest(DELIVERY_MESSAGES.assignmentUnknown(id));
    if (a.deliveryId !== null && a.deliveryId !== options.ownDeliveryId) {
      throw badRequest(
        options.ownDeliveryId === undefined
          ? DELIVERY_MESSAGES.assignmentDelivered(id)
          : DELIVERY_MESSAGES.assignmentInOtherDelivery(id),
      );
    }
    list.push(a);
  }
  const requesterName = options.requesterName ?? list[0]?.requester_name;
  const clientId = options.clientId ?? list[0]?.client.id;
  if (list.some((a) => a.requester_name !== requesterName || a.client.id !== clientId)) {
    throw badRequest(DELIVERY_MESSAGES.sameRequesterAndClient);
  }
  return list;
}
