import { randomUUID } from 'node:crypto';
import { API, INTAKE_MESSAGES } from '@ops/contracts';
import { INTAKE_ROW_CASES, intakeCaseCsv, type IntakeCaseWorld } from '@ops/contracts/rule-cases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceAssignments } from '@/db/delivery-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let ops: string;
let known: Omit<IntakeCaseWorld, 'id'>;
const run = randomUUID().slice(0, 6);
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  ops = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  const owner = await buildClient(api, ops);
  const other = await buildClient(api, ops);
  const { assignmentId } = await buildDelivery(t.app, {
    clientId: owner.client.client_id,
    entityId: owner.entity.id,
  });
  known = {
    client: owner.client.client_code,
    entity: owner.entity.entity_code,
    otherClient: other.client.client_code,
    otherEntity: other.entity.entity_code,
    delivered: assignmentId,
  };
});
afterAll(() => t.close());

const csvForm = (text: string) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'assignments.csv');
  return form;
};

// The contracts' cases of the intake's row rules, as CSV files through the import route and its sheet reader.
describe('the intake row rules at the assignments import', () => {
  it.each(INTAKE_ROW_CASES)('$name', async (c) => {
    const k = ++seq;
    const w: IntakeCaseWorld = { ...known, id: (n) => `IRC-${run}-${k}-${n}` };
    const res = await api.post(API.deliveries.assignmentImport, csvForm(intakeCaseCsv(c, w)), ops);
    const expected = c.outcome(w);
    if ('refusal' in expected) {
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 400,
        message: expected.refusal,
      });
      return;
    }
    const body = res.json();
    expect({ status: res.statusCode, created: body.created, refused: body.refused }).toEqual({
      status: 200,
      created: expected.created,
      refused: expected.refused,
    });
    if (expected.stored) {
      const [row] = await t.app.services.db
        .select()
        .from(workspaceAssignments)
        .where(eq(workspaceAssignments.id, expected.stored.assignment_id));
      expect({ assignment_id: row?.id, name: row?.name, services: row?.services }).toEqual(expected.stored);
    }
  });

  // The demo reads CSV with the same parser and options; its test asks the same.
  it('refuses a CSV with an unclosed quote as unreadable', async () => {
    const res = await api.post(
      API.deliveries.assignmentImport,
      csvForm('assignment_id,name\nA-1,"Brochure'),
      ops,
    );
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message: INTAKE_MESSAGES.unreadable,
    });
  });
});
