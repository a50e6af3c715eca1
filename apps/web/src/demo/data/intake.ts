import {
  ASSIGNMENT_IMPORT_REQUIRED,
  CATALOGUE,
  INTAKE_MESSAGES,
  intakeAssignmentSchema,
} from '@ops/contracts';
import type { ASSIGNMENT_IMPORT_COLUMNS, IntakeReport } from '@ops/contracts';
import type { DeliveryCreationState } from './delivery-creation';
import type { WorkspaceAssignment } from './delivery-creation-samples';
import { refuse } from './refusal';

/** The services catalogue's names (part 1 section 3), for the intake's checks. */
const SUB_SERVICES: Record<string, string[]> = Object.fromEntries(
  CATALOGUE.map((service) => [service.name, service.subServices.map((sub) => sub.name)]),
);

export type Table = string[][];

/** A CSV file's rows (quoted cells, doubled quotes and line breaks inside quotes), blank lines skipped. */
export function readCsv(text: string): Table {
  const rows: Table = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.some((v) => v.trim() !== '')) rows.push(row.map((v) => v.trim()));
    row = [];
    cell = '';
  };
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted && c === '"' && source[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  endRow();
  return rows;
}

interface Candidate {
  row: number;
  assignment_id: string;
  value: unknown;
  problems: string[];
}

type Column = (typeof ASSIGNMENT_IMPORT_COLUMNS)[number];

/** Gathers the import's service lines into assignments; rows sharing an assignment_id add a line each. */
export function tableToCandidates(table: Table): Candidate[] {
  const [header, ...rows] = table;
  if (!header) return refuse(400, INTAKE_MESSAGES.emptySheet);
  const index = new Map<string, number>();
  header.forEach((name, i) => index.set(name.trim().toLowerCase().replace(/\s+/g, '_'), i));
  const missing = ASSIGNMENT_IMPORT_REQUIRED.filter((c) => !index.has(c));
  if (missing.length) refuse(400, INTAKE_MESSAGES.missingColumns(missing));
  const cell = (row: string[], column: Column) => (row[index.get(column) ?? -1] ?? '').trim();
  const byId = new Map<
    string,
    Candidate & { fields: Record<string, string>; lines: Map<string, unknown[]> }
  >();
  rows.forEach((row, i) => {
    if (row.every((c) => c.trim() === '')) return;
    const rowNumber = i + 2;
    const id = cell(row, 'assignment_id');
    const key = id || `#${rowNumber}`;
    let candidate = byId.get(key);
    if (!candidate) {
      const fields = Object.fromEntries(
        (
          ['name', 'requester_name', 'requester_email', 'client_code', 'entity_code', 'batch_id'] as const
        ).map((c) => [c, cell(row, c)]),
      );
      candidate = { row: rowNumber, assignment_id: id, value: null, problems: [], fields, lines: new Map() };
      byId.set(key, candidate);
    }
    const count = Number(cell(row, 'unit_count'));
    const countOk = Number.isFinite(count) && count > 0;
    if (!countOk) candidate.problems.push(INTAKE_MESSAGES.unitCount(rowNumber));
    const service = cell(row, 'service');
    const lines = candidate.lines.get(service) ?? [];
    lines.push({
      sub_service: cell(row, 'sub_service'),
      unit_type: cell(row, 'unit_type'),
      unit_count: countOk ? count : 1,
    });
    candidate.lines.set(service, lines);
  });
  return [...byId.values()].map(({ fields, lines, ...candidate }) => ({
    ...candidate,
    value: {
      assignment_id: candidate.assignment_id,
      ...fields,
      services: [...lines].map(([service, sub_services]) => ({ service, sub_services })),
    },
  }));
}

/** API rows (the workflow tool's list), numbered from 1. */
export const apiCandidates = (assignments: unknown[]): Candidate[] =>
  assignments.map((value, i) => ({
    row: i + 1,
    assignment_id:
      typeof value === 'object' && value && 'assignment_id' in value ? String(value.assignment_id) : '',
    value,
    problems: [],
  }));

const catalogueName = (name: string) =>
  Object.keys(SUB_SERVICES).find((s) => s.toLowerCase() === name.toLowerCase());

const comparable = (a: Omit<WorkspaceAssignment, 'id' | 'created_at' | 'deliveryId'>) =>
  JSON.stringify([
    a.name,
    a.requester_name,
    a.requester_email,
    a.client_code,
    a.entity_code,
    a.batch_id,
    a.services,
  ]);

/**
 * Checks every candidate as the server does, then upserts the accepted ones by id and reports each.
 * `changed` hears of delivered assignments whose values changed (their delivery's services show them).
 */
export function upsertAssignments(
  state: DeliveryCreationState,
  candidates: Candidate[],
  changed: (deliveryId: number) => void = () => undefined,
): IntakeReport {
  const refused: IntakeReport['refused'] = [];
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  for (const candidate of candidates) {
    const reasons = [...candidate.problems];
    const parsed = intakeAssignmentSchema.safeParse(candidate.value);
    if (!parsed.success) {
      reasons.push(...new Set(parsed.error.issues.map((i) => i.message)));
      refused.push({ row: candidate.row, assignment_id: candidate.assignment_id, reasons });
      continue;
    }
    const data = parsed.data;
    const ofClient = state.entities.filter((e) => e.client_code === data.client_code);
    const entity = ofClient.find((e) => e.entity_code === data.entity_code);
    if (ofClient.length === 0) reasons.push(INTAKE_MESSAGES.clientUnknown(data.client_code));
    else if (!entity) reasons.push(INTAKE_MESSAGES.entityUnknown(data.entity_code, data.client_code));
    const services = data.services.map((line) => {
      const known = catalogueName(line.service);
      if (!known) {
        reasons.push(INTAKE_MESSAGES.serviceUnknown(line.service));
        return line;
      }
      return {
        service: known,
        sub_services: line.sub_services.map((sub) => {
          const name = SUB_SERVICES[known]!.find((s) => s.toLowerCase() === sub.sub_service.toLowerCase());
          if (!name) reasons.push(INTAKE_MESSAGES.subServiceUnknown(known, sub.sub_service));
          return { ...sub, sub_service: name ?? sub.sub_service };
        }),
      };
    });
    const existing = state.assignments.find((a) => a.id === data.assignment_id);
    if (existing?.deliveryId && ofClient.length && existing.client_code !== data.client_code)
      reasons.push(INTAKE_MESSAGES.deliveredElsewhere(data.assignment_id));
    if (reasons.length || !entity) {
      refused.push({ row: candidate.row, assignment_id: data.assignment_id, reasons: [...new Set(reasons)] });
      continue;
    }
    const values = {
      name: data.name,
      requester_name: data.requester_name,
      requester_email: data.requester_email,
      client_code: data.client_code,
      entity_code: data.entity_code,
      batch_id: data.batch_id || null,
      services,
    };
    if (!existing) {
      state.assignments.push({ id: data.assignment_id, ...values, created_at: Date.now(), deliveryId: null });
      created++;
    } else if (comparable(existing) === comparable(values)) {
      unchanged++;
    } else {
      Object.assign(existing, values);
      updated++;
      if (existing.deliveryId !== null) changed(existing.deliveryId);
    }
  }
  return {
    success: true,
    message: INTAKE_MESSAGES.imported(created, updated, refused.length),
    created,
    updated,
    unchanged,
    refused: refused.sort((a, b) => a.row - b.row),
  };
}
