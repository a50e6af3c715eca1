import {
  CATALOGUE,
  INTAKE_MESSAGES,
  checkIntakeCandidates,
  intakeCatalogue,
  intakeReport,
  parseIntakeCandidates,
  tableToCandidates,
} from '@ops/contracts';
import type { IntakeCandidate } from '@ops/contracts';
import type { DeliveryCreationState } from './delivery-creation';
import { refuse, ruleAnswer } from './refusal';

/** The services catalogue's names (part 1 section 3), for the intake's checks. */
const CATALOGUE_NAMES = intakeCatalogue(
  CATALOGUE.flatMap((service) =>
    service.subServices.map((sub) => ({ service: service.name, sub: sub.name })),
  ),
);

/**
 * A CSV file's rows as the server's sheet reader has them: the same parser and options, the byte-order mark
 * dropped and every cell trimmed. A file the parser cannot read is refused as unreadable.
 */
export async function readCsv(text: string): Promise<string[][]> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  try {
    const rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true });
    return rows.map((row) => row.map((cell) => cell.trim()));
  } catch {
    return refuse(400, INTAKE_MESSAGES.unreadable);
  }
}

/** The import's rows gathered into assignments; a sheet without its header or a required column is a 400. */
export function importCandidates(table: string[][]): IntakeCandidate[] {
  return ruleAnswer(tableToCandidates(table)).candidates;
}

/** Only a real change counts (and is written), as the server compares the stored columns. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Checks every candidate as the server does, then upserts the accepted ones by id and reports each.
 * `changed` hears of delivered assignments whose values changed (their delivery's services show them).
 */
export function upsertAssignments(
  state: DeliveryCreationState,
  candidates: IntakeCandidate[],
  changed: (deliveryId: number) => void = () => undefined,
) {
  const { accepted, refused } = checkIntakeCandidates(parseIntakeCandidates(candidates), {
    catalogue: CATALOGUE_NAMES,
    owners: state.entities.map((e) => ({ ...e, client: e.client_code, entity: e })),
    delivered: state.assignments.flatMap((a) =>
      a.deliveryId === null ? [] : [{ id: a.id, client: a.client_code }],
    ),
  });
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  for (const { row: data } of accepted) {
    const existing = state.assignments.find((a) => a.id === data.assignment_id);
    const values = {
      name: data.name,
      requester_name: data.requester_name,
      requester_email: data.requester_email,
      client_code: data.client_code,
      entity_code: data.entity_code,
      batch_id: data.batch_id || null,
      services: data.services,
    };
    if (!existing) {
      state.assignments.push({
        id: data.assignment_id,
        ...values,
        created_at: state.clock(),
        deliveryId: null,
      });
      created++;
    } else if (Object.entries(values).every(([k, v]) => same(existing[k as keyof typeof values], v))) {
      unchanged++;
    } else {
      Object.assign(existing, values);
      updated++;
      if (existing.deliveryId !== null) changed(existing.deliveryId);
    }
  }
  return intakeReport({ created, updated, unchanged, refused });
}
