import { eq, inArray, sql } from 'drizzle-orm';
import {
  checkIntakeCandidates,
  intakeCatalogue,
  intakeReport,
  parseIntakeCandidates,
  type IntakeReport,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients, entities, services, subServices } from '@/db/client-schema.js';
import { deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';
import { bumpListVersion, refreshDeliverySummaries } from '../assignments/index.js';
import type { Candidate } from './import-rows.js';

/**
 * Reads what the contracts' check needs (the catalogue, the candidates' clients with their entities, and
 * which of the candidates' assignments are delivered), then checks every candidate with it.
 */
async function check(db: Db, candidates: Candidate[]) {
  const catalogue = intakeCatalogue(
    await db
      .select({ service: services.name, sub: subServices.name })
      .from(subServices)
      .innerJoin(services, eq(services.id, subServices.service_id)),
  );
  const parsed = parseIntakeCandidates(candidates);
  const codes = parsed.clientCodes;
  const owners = codes.length
    ? await db
        .select({
          client: clients.id,
          client_code: clients.client_code,
          entity: entities.id,
          entity_code: entities.entity_code,
        })
        .from(clients)
        .leftJoin(entities, eq(entities.client_id, clients.id))
        .where(inArray(clients.client_code, codes))
    : [];
  const ids = parsed.assignmentIds;
  const delivered = ids.length
    ? await db
        .select({ id: workspaceAssignments.id, client: workspaceAssignments.client_id })
        .from(workspaceAssignments)
        .innerJoin(deliveryAssignments, eq(deliveryAssignments.assignment_id, workspaceAssignments.id))
        .where(inArray(workspaceAssignments.id, ids))
    : [];
  return checkIntakeCandidates(parsed, { catalogue, owners, delivered });
}

/**
 * Upserts workspace assignments by id and reports what happened to each. A row equal to what is stored is
 * left alone (unchanged); the same id sent twice at once settles in the database, never as an error.
 */
export async function upsertAssignments(db: Db, candidates: Candidate[], now: Date): Promise<IntakeReport> {
  const { accepted, refused } = await check(db, candidates);
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const changedIds: string[] = [];
  for (const { row, client, entity } of accepted) {
    const values = {
      id: row.assignment_id,
      name: row.name,
      client_id: client,
      entity_id: entity,
      requester_name: row.requester_name,
      requester_email: row.requester_email,
      batch_id: row.batch_id || null,
      services: row.services,
      updated_at: now,
    };
    const [result] = await db
      .insert(workspaceAssignments)
      .values({ ...values, created_at: now })
      .onConflictDoUpdate({
        target: workspaceAssignments.id,
        set: values,
        // Only a real change counts (and is written).
        setWhere: sql`(${workspaceAssignments.name}, ${workspaceAssignments.client_id}, ${workspaceAssignments.entity_id},
          ${workspaceAssignments.requester_name}, ${workspaceAssignments.requester_email}, ${workspaceAssignments.batch_id},
          ${workspaceAssignments.services}) is distinct from (excluded.name, excluded.client_id, excluded.entity_id,
          excluded.requester_name, excluded.requester_email, excluded.batch_id, excluded.services)`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (!result) unchanged++;
    else if (result.inserted) created++;
    else {
      updated++;
      changedIds.push(row.assignment_id);
    }
  }
  // A delivered assignment's services show on its delivery's card.
  if (changedIds.length) {
    const owners = await db
      .select({ id: deliveryAssignments.delivery_id })
      .from(deliveryAssignments)
      .where(inArray(deliveryAssignments.assignment_id, changedIds));
    if (owners.length) {
      await refreshDeliverySummaries(db, [...new Set(owners.map((o) => o.id))]);
      await bumpListVersion(db);
    }
  }
  return intakeReport({ created, updated, unchanged, refused });
}
