import { tableToCandidates as gatherRows, type IntakeCandidate } from '@ops/contracts';
import type { Table } from '@/lib/sheet-reader/read-sheet.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';

export type Candidate = IntakeCandidate;

/**
 * The import's service lines gathered into assignments (the contracts' rule, which the demo shares); a sheet
 * without its header or a required column is a 400.
 */
export function tableToCandidates(table: Table): Candidate[] {
  return ruleAnswer(gatherRows(table)).candidates;
}
