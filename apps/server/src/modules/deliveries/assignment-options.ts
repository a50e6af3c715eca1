import { and, asc, desc, eq, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AssignmentOption } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';
import { containsPattern } from '@/db/like-pattern.js';

const optionColumns = {
  assignment_id: workspaceAssignments.id,
  requester_name: workspaceAssignments.requester_name,
  client_code: clients.client_code,
  assignment_name: workspaceAssignments.name,
};

/** Assignments no delivery holds yet (delivery_assignments.assignment_id is unique). */
export const undelivered = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(deliveryAssignments)
      .where(eq(deliveryAssignments.assignment_id, workspaceAssignments.id)),
  );

/** Step 1's options: undelivered assignments, newest first, narrowed by the optional filters. */
export async function listAssignmentOptions(
  db: Db,
  query: { search?: string; requester_name?: string; client_code?: string; limit: number },
): Promise<AssignmentOption[]> {
  const filters: (SQL | undefined)[] = [undelivered(db)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(
        ilike(workspaceAssignments.id, pattern),
        ilike(workspaceAssignments.name, pattern),
        ilike(workspaceAssignments.requester_name, pattern),
        ilike(clients.client_code, pattern),
      ),
    );
  }
  if (query.requester_name) filters.push(eq(workspaceAssignments.requester_name, query.requester_name));
  if (query.client_code) filters.push(eq(clients.client_code, query.client_code));
  return db
    .select(optionColumns)
    .from(workspaceAssignments)
    .innerJoin(clients, eq(clients.id, workspaceAssignments.client_id))
    .where(and(...filters))
    .orderBy(desc(workspaceAssignments.created_at), desc(workspaceAssignments.id))
    .limit(query.limit);
}

/** The update flow's options: the delivery's own assignments, then the undelivered ones of its requester and client. */
export async function listUpdateOptions(
  db: Db,
  delivery: { id: number; client_id: number; requester_name: string },
) {
  const ownIds = (
    await db
      .select({ id: deliveryAssignments.assignment_id })
      .from(deliveryAssignments)
      .where(eq(deliveryAssignments.delivery_id, delivery.id))
      .orderBy(asc(deliveryAssignments.assignment_id))
  ).map((r) => r.id);
  const base = () =>
    db
      .select(optionColumns)
      .from(workspaceAssignments)
      .innerJoin(clients, eq(clients.id, workspaceAssignments.client_id));
  const own = ownIds.length
    ? await base().where(inArray(workspaceAssignments.id, ownIds)).orderBy(asc(workspaceAssignments.id))
    : [];
  const others = await base()
    .where(
      and(
        undelivered(db),
        eq(workspaceAssignments.client_id, delivery.client_id),
        eq(workspaceAssignments.requester_name, delivery.requester_name),
      ),
    )
    .orderBy(desc(workspaceAssignments.created_at), desc(workspaceAssignments.id))
    .limit(2000);
  return { list: [...own, ...others], ownIds };
}
