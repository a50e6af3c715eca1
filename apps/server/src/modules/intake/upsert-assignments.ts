import { eq, inArray, sql } from 'drizzle-orm';
import {
  INTAKE_MESSAGES,
  intakeAssignmentSchema,
  type IntakeAssignment,
  type IntakeReport,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients, entities, services, subServices } from '@/db/client-schema.js';
import { deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';
import { bumpListVersion, refreshDeliverySummaries } from '../assignments/index.js';
import type { Candidate } from './import-rows.js';
import { presentIntakeReport } from './presenter.js';

type Refused = IntakeReport['refused'][number];

/** The catalogue's names by lower-cased name, so lines may be typed in any case but are stored as listed. */
async function catalogueNames(db: Db) {
  const rows = await db
    .select({ service: services.name, sub: subServices.name })
    .from(subServices)
    .innerJoin(services, eq(services.id, subServices.service_id));
  const catalogue = new Map<string, { name: string; subs: Map<string, string> }>();
  for (const row of rows) {
    const entry = catalogue.get(row.service.toLowerCase()) ?? { name: row.service, subs: new Map() };
    entry.subs.set(row.sub.toLowerCase(), row.sub);
    catalogue.set(row.service.toLowerCase(), entry);
  }
  return catalogue;
}

/** Checks every candidate against the schema, the clients and entities, and the catalogue. */
async function check(db: Db, candidates: Candidate[]) {
  const catalogue = await catalogueNames(db);
  const parsed = candidates.map((c) => ({ candidate: c, result: intakeAssignmentSchema.safeParse(c.value) }));
  const codes = [...new Set(parsed.flatMap((p) => (p.result.success ? [p.result.data.client_code] : [])))];
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
  const ids = parsed.flatMap((p) => (p.result.success ? [p.result.data.assignment_id] : []));
  const delivered = ids.length
    ? await db
        .select({ id: workspaceAssignments.id, client_id: workspaceAssignments.client_id })
        .from(workspaceAssignments)
        .innerJoin(deliveryAssignments, eq(deliveryAssignments.assignment_id, workspaceAssignments.id))
        .where(inArray(workspaceAssignments.id, ids))
    : [];

  const accepted: { row: IntakeAssignment; clientId: number; entityId: number }[] = [];
  const refused: Refused[] = [];
  for (const { candidate, result } of parsed) {
    const reasons = [...candidate.problems];
    if (!result.success) {
      reasons.push(...new Set(result.error.issues.map((i) => i.message)));
      refused.push({ row: candidate.row, assignment_id: candidate.assignment_id, reasons });
      continue;
    }
    const data = result.data;
    const ofClient = owners.filter((o) => o.client_code === data.client_code);
    const entity = ofClient.find((o) => o.entity_code === data.entity_code);
    if (ofClient.length === 0) reasons.push(INTAKE_MESSAGES.clientUnknown(data.client_code));
    else if (!entity) reasons.push(INTAKE_MESSAGES.entityUnknown(data.entity_code, data.client_code));
    const lines = data.services.map((line) => {
      const known = catalogue.get(line.service.toLowerCase());
      if (!known) {
        reasons.push(INTAKE_MESSAGES.serviceUnknown(line.service));
        return line;
      }
      return {
        service: known.name,
        sub_services: line.sub_services.map((sub) => {
          const name = known.subs.get(sub.sub_service.toLowerCase());
          if (!name) reasons.push(INTAKE_MESSAGES.subServiceUnknown(known.name, sub.sub_service));
          return { ...sub, sub_service: name ?? sub.sub_service };
        }),
      };
    });
    const done = delivered.find((d) => d.id === data.assignment_id);
    if (done && ofClient[0] && done.client_id !== ofClient[0].client) {
      reasons.push(INTAKE_MESSAGES.deliveredElsewhere(data.assignment_id));
    }
    if (reasons.length || !entity?.entity) {
      refused.push({ row: candidate.row, assignment_id: data.assignment_id, reasons: [...new Set(reasons)] });
    } else {
      accepted.push({ row: { ...data, services: lines }, clientId: entity.client, entityId: entity.entity });
    }
  }
  return { accepted, refused };
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
  for (const { row, clientId, entityId } of accepted) {
    const values = {
      id: row.assignment_id,
      name: row.name,
      client_id: clientId,
      entity_id: entityId,
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
  return presentIntakeReport({ created, updated, unchanged, refused });
}
