import {
  ASSIGNMENT_IMPORT_REQUIRED,
  INTAKE_MESSAGES,
  intakeAssignmentSchema,
  type ASSIGNMENT_IMPORT_COLUMNS,
  type IntakeAssignment,
  type IntakeReport,
} from '../deliveries/intake.js';

/**
 * The assignment intake's rules (docs/assignment-intake.md): the server's import and upsert routes and the
 * demo's handlers both gather rows with them and check them against their own clients, entities and catalogue.
 */

/** One assignment to check: gathered from an import's rows or taken from the workflow tool's list. */
export interface IntakeCandidate {
  /** The sheet's row number of the assignment's first line (the header is row 1), or the list index from 1. */
  row: number;
  assignment_id: string;
  value: unknown;
  /** Problems found while gathering lines (a line's count, lines that disagree). */
  problems: string[];
}

export type IntakeRefusedRow = IntakeReport['refused'][number];

type Column = (typeof ASSIGNMENT_IMPORT_COLUMNS)[number];
type Line = { sub_service: string; unit_type: string; unit_count: number };

/**
 * Gathers the import's service lines into assignments: rows sharing an assignment_id add a service line
 * each; the assignment's other columns come from its first row. A sheet without its header or a required
 * column is refused as a whole.
 */
export function tableToCandidates(
  table: readonly (readonly string[])[],
): { candidates: IntakeCandidate[] } | { refusal: string } {
  const [header, ...rows] = table;
  if (!header) return { refusal: INTAKE_MESSAGES.emptySheet };
  const index = new Map<string, number>();
  header.forEach((name, i) => index.set(name.trim().toLowerCase().replace(/\s+/g, '_'), i));
  const missing = ASSIGNMENT_IMPORT_REQUIRED.filter((c) => !index.has(c));
  if (missing.length) return { refusal: INTAKE_MESSAGES.missingColumns(missing) };
  const cell = (row: readonly string[], column: Column) => {
    const i = index.get(column);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };

  const byId = new Map<string, IntakeCandidate & { lines: Map<string, Line[]> }>();
  rows.forEach((row, i) => {
    if (row.every((c) => c.trim() === '')) return;
    const rowNumber = i + 2;
    const id = cell(row, 'assignment_id');
    const key = id || `#${rowNumber}`;
    let candidate = byId.get(key);
    if (!candidate) {
      candidate = {
        row: rowNumber,
        assignment_id: id,
        problems: [],
        lines: new Map(),
        value: {
          assignment_id: id,
          name: cell(row, 'name'),
          requester_name: cell(row, 'requester_name'),
          requester_email: cell(row, 'requester_email'),
          client_code: cell(row, 'client_code'),
          entity_code: cell(row, 'entity_code'),
          batch_id: cell(row, 'batch_id'),
        },
      };
      byId.set(key, candidate);
    }
    const count = Number(cell(row, 'unit_count'));
    const countOk = Number.isFinite(count) && count > 0;
    // The row's own message says which line is wrong; the placeholder keeps the other checks running.
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

  const candidates = [...byId.values()].map(({ lines, ...candidate }) => ({
    ...candidate,
    value: {
      ...(candidate.value as object),
      services: [...lines].map(([service, sub_services]) => ({ service, sub_services })),
    },
  }));
  return { candidates };
}

/** The workflow tool's list as candidates, numbered from 1; each is checked whole by the schema. */
export const apiCandidates = (assignments: readonly unknown[]): IntakeCandidate[] =>
  assignments.map((value, i) => ({
    row: i + 1,
    assignment_id:
      typeof value === 'object' && value && 'assignment_id' in value ? String(value.assignment_id) : '',
    value,
    problems: [],
  }));

/** The catalogue's names by lower-cased name, so lines may be typed in any case but are stored as listed. */
export type IntakeCatalogue = ReadonlyMap<string, { name: string; subs: ReadonlyMap<string, string> }>;

export function intakeCatalogue(pairs: Iterable<{ service: string; sub: string }>): IntakeCatalogue {
  const catalogue = new Map<string, { name: string; subs: Map<string, string> }>();
  for (const pair of pairs) {
    const entry = catalogue.get(pair.service.toLowerCase()) ?? { name: pair.service, subs: new Map() };
    entry.subs.set(pair.sub.toLowerCase(), pair.sub);
    catalogue.set(pair.service.toLowerCase(), entry);
  }
  return catalogue;
}

type ParsedCandidate =
  { candidate: IntakeCandidate; data: IntakeAssignment } | { candidate: IntakeCandidate; issues: string[] };

/** The candidates through the schema, with the client codes and ids the caller looks up before the check. */
export interface ParsedIntake {
  parsed: ParsedCandidate[];
  /** Each client code of a well-formed candidate once (upper-cased by the schema). */
  clientCodes: string[];
  assignmentIds: string[];
}

export function parseIntakeCandidates(candidates: readonly IntakeCandidate[]): ParsedIntake {
  const parsed = candidates.map((candidate): ParsedCandidate => {
    const result = intakeAssignmentSchema.safeParse(candidate.value);
    return result.success
      ? { candidate, data: result.data }
      : { candidate, issues: [...new Set(result.error.issues.map((i) => i.message))] };
  });
  const data = parsed.flatMap((p) => ('data' in p ? [p.data] : []));
  return {
    parsed,
    clientCodes: [...new Set(data.map((d) => d.client_code))],
    assignmentIds: data.map((d) => d.assignment_id),
  };
}

/** A client's entity as the caller knows it; `client` and `entity` are whatever the caller needs back. */
export interface IntakeOwner<C, E> {
  client_code: string;
  /** Null for a client without entities (it is known, but no entity code matches). */
  entity_code: string | null;
  client: C;
  entity: E | null;
}

/** What the check reads besides the candidates; the caller gathers it from its own store. */
export interface IntakeWorld<C, E> {
  catalogue: IntakeCatalogue;
  /** The entities of (at least) the candidates' client codes. */
  owners: readonly IntakeOwner<C, E>[];
  /** The candidates' assignments that a delivery already holds, with the client they were delivered for. */
  delivered: readonly { id: string; client: C }[];
}

export interface IntakeAccepted<C, E> {
  /** The assignment with its service and sub-service names as the catalogue spells them. */
  row: IntakeAssignment;
  client: C;
  entity: E;
}

/**
 * Checks every candidate against the schema, the clients and entities, the catalogue and earlier deliveries.
 * A refused candidate lists every reason once, in the order found; the refused keep the candidates' order.
 */
export function checkIntakeCandidates<C, E>(
  { parsed }: ParsedIntake,
  world: IntakeWorld<C, E>,
): { accepted: IntakeAccepted<C, E>[]; refused: IntakeRefusedRow[] } {
  const accepted: IntakeAccepted<C, E>[] = [];
  const refused: IntakeRefusedRow[] = [];
  for (const item of parsed) {
    const { candidate } = item;
    const reasons = [...candidate.problems];
    if (!('data' in item)) {
      reasons.push(...item.issues);
      refused.push({ row: candidate.row, assignment_id: candidate.assignment_id, reasons });
      continue;
    }
    const { data } = item;
    const ofClient = world.owners.filter((o) => o.client_code === data.client_code);
    const entity = ofClient.find((o) => o.entity_code === data.entity_code);
    if (ofClient.length === 0) reasons.push(INTAKE_MESSAGES.clientUnknown(data.client_code));
    else if (!entity) reasons.push(INTAKE_MESSAGES.entityUnknown(data.entity_code, data.client_code));
    const services = data.services.map((line) => {
      const known = world.catalogue.get(line.service.toLowerCase());
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
    const done = world.delivered.find((d) => d.id === data.assignment_id);
    if (done && ofClient[0] && done.client !== ofClient[0].client) {
      reasons.push(INTAKE_MESSAGES.deliveredElsewhere(data.assignment_id));
    }
    if (reasons.length || !entity?.entity) {
      refused.push({ row: candidate.row, assignment_id: data.assignment_id, reasons: [...new Set(reasons)] });
    } else {
      accepted.push({ row: { ...data, services }, client: entity.client, entity: entity.entity });
    }
  }
  return { accepted, refused };
}

// A report stays small whatever the file held (decision 0019): the first rows and reasons, and how many more.
const REFUSED_LISTED = 500;
const REASONS_LISTED = 10;

const listedReasons = (reasons: string[]) =>
  reasons.length <= REASONS_LISTED
    ? reasons
    : [
        ...reasons.slice(0, REASONS_LISTED),
        INTAKE_MESSAGES.reasonsNotListed(reasons.length - REASONS_LISTED),
      ];

/** What an import or an upsert did: the counts, and the refused rows in sheet order with their reasons. */
export function intakeReport(counts: {
  created: number;
  updated: number;
  unchanged: number;
  refused: readonly IntakeRefusedRow[];
}): IntakeReport {
  const refused = [...counts.refused].sort((a, b) => a.row - b.row);
  const more = refused.length - REFUSED_LISTED;
  const message = INTAKE_MESSAGES.imported(counts.created, counts.updated, refused.length);
  return {
    success: true,
    message: more > 0 ? `${message} ${INTAKE_MESSAGES.rowsNotListed(REFUSED_LISTED, more)}` : message,
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    refused: refused.slice(0, REFUSED_LISTED).map((row) => ({ ...row, reasons: listedReasons(row.reasons) })),
  };
}
