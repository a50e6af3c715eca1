import { describe, expect, it } from 'vitest';
import { API, INTAKE_MESSAGES } from '@ops/contracts';
import { INTAKE_ROW_CASES, intakeCaseCsv, type IntakeCaseWorld } from '@ops/contracts/rule-cases';
import { demo, multipart } from '../test-kit/delivery-calls';

// The contracts' cases of the intake's row rules, as CSV files through the demo's import handler and its
// reader. Each case starts from fresh sample data: ACME and GLOBEX with an entity each, WA-1001 delivered
// for ACME.
describe('the demo intake row rules at the assignments import', () => {
  it.each(INTAKE_ROW_CASES)('$name', async (c) => {
    const { state, call } = demo();
    const w: IntakeCaseWorld = {
      client: 'ACME',
      entity: 'ACME-UK',
      otherClient: 'GLOBEX',
      otherEntity: 'GLOBEX-DE',
      delivered: 'WA-1001',
      id: (n) => `IRC-${n}`,
    };
    expect(state.creation.assignments.find((a) => a.id === w.delivered)).toMatchObject({
      client_code: w.client,
      deliveryId: expect.any(Number),
    });
    const form = multipart([], [{ field: 'file', name: 'assignments.csv', content: intakeCaseCsv(c, w) }]);
    const answer = await call(API.deliveries.assignmentImport, { method: 'POST', as: 'OA', ...form });
    const expected = c.outcome(w);
    if ('refusal' in expected) {
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: expected.refusal,
      });
      return;
    }
    expect({ status: answer.status, created: answer.body.created, refused: answer.body.refused }).toEqual({
      status: 200,
      created: expected.created,
      refused: expected.refused,
    });
    if (expected.stored) {
      const row = state.creation.assignments.find((a) => a.id === expected.stored!.assignment_id);
      expect({ assignment_id: row?.id, name: row?.name, services: row?.services }).toEqual(expected.stored);
    }
  });

  it('refuses a CSV with an unclosed quote as unreadable, as the server does', async () => {
    const { call } = demo();
    const content = 'assignment_id,name\nA-1,"Brochure';
    const form = multipart([], [{ field: 'file', name: 'assignments.csv', content }]);
    const answer = await call(API.deliveries.assignmentImport, { method: 'POST', as: 'OA', ...form });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: INTAKE_MESSAGES.unreadable,
    });
  });
});
