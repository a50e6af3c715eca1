import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../lookups/catalogue-data.js';
import { INTAKE_ROW_CASES, type IntakeCaseWorld } from './intake-row-cases.js';
import {
  apiCandidates,
  checkIntakeCandidates,
  intakeCatalogue,
  intakeReport,
  parseIntakeCandidates,
  tableToCandidates,
  type IntakeWorld,
} from './intake-rows.js';

const w: IntakeCaseWorld = {
  client: 'ACME',
  entity: 'ACME-UK',
  otherClient: 'GLOBEX',
  otherEntity: 'GLOBEX-DE',
  delivered: 'WS-1',
  id: (n) => `IRC-${n}`,
};
const world: IntakeWorld<number, string> = {
  catalogue: intakeCatalogue(
    CATALOGUE.flatMap((s) => s.subServices.map((sub) => ({ service: s.name, sub: sub.name }))),
  ),
  owners: [
    { client_code: 'ACME', entity_code: 'ACME-UK', client: 1, entity: 'acme-uk' },
    { client_code: 'GLOBEX', entity_code: 'GLOBEX-DE', client: 2, entity: 'globex-de' },
    { client_code: 'EMPTY', entity_code: null, client: 3, entity: null },
  ],
  delivered: [{ id: 'WS-1', client: 1 }],
};
const check = (candidates: Parameters<typeof parseIntakeCandidates>[0]) =>
  checkIntakeCandidates(parseIntakeCandidates(candidates), world);
const candidatesOf = (table: string[][]) => {
  const gathered = tableToCandidates(table);
  if ('refusal' in gathered) throw new Error(gathered.refusal);
  return gathered.candidates;
};

describe('the intake row rules', () => {
  it.each(INTAKE_ROW_CASES)('$name', ({ rows, outcome }) => {
    const expected = outcome(w);
    if ('refusal' in expected) {
      expect(tableToCandidates(rows(w))).toEqual({ refusal: expected.refusal });
      return;
    }
    const { accepted, refused } = check(candidatesOf(rows(w)));
    const report = intakeReport({ created: accepted.length, updated: 0, unchanged: 0, refused });
    expect({ created: report.created, refused: report.refused }).toEqual({
      created: expected.created,
      refused: expected.refused,
    });
    if (expected.stored) {
      const row = accepted.find((a) => a.row.assignment_id === expected.stored!.assignment_id)?.row;
      expect({ assignment_id: row?.assignment_id, name: row?.name, services: row?.services }).toEqual(
        expected.stored,
      );
    }
  });

  it("gives back the caller's client and entity of an accepted row", () => {
    const { accepted } = check(candidatesOf(INTAKE_ROW_CASES[0]!.rows(w)));
    expect(accepted.map((a) => [a.client, a.entity])).toEqual([[1, 'acme-uk']]);
  });

  it('knows a client without entities, but refuses its entity codes', () => {
    const row = { ...validApiRow('API-1'), client_code: 'empty', entity_code: 'empty-1' };
    const { refused } = check(apiCandidates([row]));
    expect(refused).toEqual([
      { row: 1, assignment_id: 'API-1', reasons: ['Entity code EMPTY-1 is not an entity of client EMPTY.'] },
    ]);
  });

  it("numbers the workflow tool's list from 1 and keeps what it cannot read as an empty id", () => {
    const candidates = apiCandidates([validApiRow('API-1'), { assignment_id: 7 }, 'text']);
    expect(candidates.map((c) => [c.row, c.assignment_id])).toEqual([
      [1, 'API-1'],
      [2, '7'],
      [3, ''],
    ]);
    const parsed = parseIntakeCandidates(candidates);
    expect(parsed.clientCodes).toEqual(['ACME']);
    const { accepted, refused } = checkIntakeCandidates(parsed, world);
    expect(accepted).toHaveLength(1);
    expect(refused.map((r) => [r.row, r.assignment_id])).toEqual([
      [2, '7'],
      [3, ''],
    ]);
  });
});

function validApiRow(assignment_id: string) {
  return {
    assignment_id,
    name: 'Deck',
    requester_name: 'Jonas Weber',
    requester_email: 'jonas@example.com',
    client_code: 'acme',
    entity_code: 'acme-uk',
    services: [
      {
        service: 'Presentation Design',
        sub_services: [{ sub_service: 'Basic Design', unit_type: 'Pages', unit_count: 12 }],
      },
    ],
  };
}
