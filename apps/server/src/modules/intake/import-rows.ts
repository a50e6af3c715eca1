import { tableToCandidates as gatherRows, type IntakeCandidate } from '@ops/contracts';
import { badRequest } from '@/lib/app-error.js';
import type { Table } from '@/lib/sheet-reader/read-sheet.js';

export type Candidate = IntakeCandidate;

/**
 * The import's service lines gathered into assignments (the contracts' rule, which the demo shares); a sheet
 * without its header or a required column is a 400.
 */
export function tableToCandidates(table: Table): Candidate[] {
  const gathered = gatherRows(table);
  if ('refusal' in gathered) throw badRequest(gathered.refusal);
  return gathered.candidates;
}
