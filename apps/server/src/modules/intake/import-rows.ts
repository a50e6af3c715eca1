import type { ASSIGNMENT_IMPORT_COLUMNS } from '@ops/contracts';
import { ASSIGNMENT_IMPORT_REQUIRED, INTAKE_MESSAGES } from '@ops/contracts';
import { badRequest } from '@/lib/app-error.js';
import type { Table } from '@/lib/sheet-reader/read-sheet.js';

export interface Candidate {
  /** The sheet's row number of the assignment's first line (the header is row 1). */
  row: number;
  assignment_id: string;
  value: unknown;
  /** Problems found while gathering lines (a line's count, lines that disagree). */
  problems: string[];
}

type Column = (typeof ASSIGNMENT_IMPORT_COLUMNS)[number];

/**
 * Gathers the import's service lines into assignments: rows sharing an assignment_id add a service line
 * each; the assignment's other columns come from its first row.
 */
export function tableToCandidates(table: Table): Candidate[] {
  const [header, ...rows] = table;
  if (!header) throw badRequest(INTAKE_MESSAGES.emptySheet);
  const index = new Map<string, number>();
  header.forEach((name, i) => index.set(name.trim().toLowerCase().replace(/\s+/g, '_'), i));
  const missing = ASSIGNMENT_IMPORT_REQUIRED.filter((c) => !index.has(c));
  if (missing.length) throw badRequest(INTAKE_MESSAGES.missingColumns(missing));
  const cell = (row: string[], column: Column) => {
    const i = index.get(column);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };

  const byId = new Map<
    string,
    Candidate & { lines: Map<string, { sub_service: string; unit_type: string; unit_count: number }[]> }
  >();
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

  return [...byId.values()].map(({ lines, ...candidate }) => ({
    ...candidate,
    value: {
      ...(candidate.value as object),
      services: [...lines].map(([service, sub_services]) => ({ service, sub_services })),
    },
  }));
}
