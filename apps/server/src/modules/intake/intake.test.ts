import { API, INTAKE_MESSAGES } from '@ops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { workspaceAssignments } from '@/db/delivery-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

const HEADER =
  'assignment_id,name,requester_name,requester_email,client_code,entity_code,service,sub_service,unit_type,unit_count,batch_id';

let t: TestApp;
let api: ApiClient;
let ops: string;
let owner: { client: string; entity: string; clientId: number; entityId: number };

const csvForm = (text: string, name = 'assignments.csv') => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return form;
};
const line = (
  id: string,
  extra: Partial<Record<'client' | 'entity' | 'email' | 'count' | 'sub' | 'name', string>> = {},
) =>
  [
    id,
    extra.name ?? `Brochure ${id}`,
    'Priya Raman',
    extra.email ?? 'priya@example.com',
    extra.client ?? owner.client,
    extra.entity ?? owner.entity,
    'Translation Services',
    extra.sub ?? 'proofreading',
    'Words',
    extra.count ?? '800',
    '',
  ].join(',');

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  ops = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  const { client, entity } = await buildClient(api, ops);
  owner = {
    client: client.client_code,
    entity: entity.entity_code,
    clientId: client.client_id,
    entityId: entity.id,
  };
});
afterAll(() => t.close());

const stored = (id: string) =>
  t.app.services.db.select().from(workspaceAssignments).where(eq(workspaceAssignments.id, id));

describe('assignments import', () => {
  it('imports good rows, refuses bad ones with every reason, and updates rather than duplicates', async () => {
    const csv = [
      HEADER,
      line('IMP-1'),
      `IMP-1,Brochure IMP-1,Priya Raman,priya@example.com,${owner.client},${owner.entity},Translation Services,Localization,Words,200,`,
      line('IMP-2', { client: 'NOPE', count: 'many' }),
      line('IMP-3', { email: 'not-an-email' }),
    ].join('\n');
    const res = await api.post(API.deliveries.assignmentImport, csvForm(csv), ops);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(body.refused).toEqual([
      {
        row: 4,
        assignment_id: 'IMP-2',
        reasons: [INTAKE_MESSAGES.unitCount(4), INTAKE_MESSAGES.clientUnknown('NOPE')],
      },
      { row: 5, assignment_id: 'IMP-3', reasons: ['Invalid Email'] },
    ]);
    const [row] = await stored('IMP-1');
    expect(row!.services).toEqual([
      {
        service: 'Translation Services',
        sub_services: [
          { sub_service: 'Proofreading', unit_type: 'Words', unit_count: 800 },
          { sub_service: 'Localization', unit_type: 'Words', unit_count: 200 },
        ],
      },
    ]);

    const again = await api.post(
      API.deliveries.assignmentImport,
      csvForm([HEADER, line('IMP-1', { count: '900' })].join('\n')),
      ops,
    );
    expect(again.json()).toMatchObject({ created: 0, updated: 1, refused: [] });
    const same = await api.post(
      API.deliveries.assignmentImport,
      csvForm([HEADER, line('IMP-1', { count: '900' })].join('\n')),
      ops,
    );
    expect(same.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await stored('IMP-1')).toHaveLength(1);
  });

  it('reads XLSX files with the columns in any order', async () => {
    const columns = HEADER.split(',').reverse();
    const values = line('IMP-X').split(',').reverse();
    const bytes = await writeXlsxFile([
      columns.map((value) => ({ value })),
      values.map((value) => ({ value })),
    ]).toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'assignments.xlsx');
    const res = await api.post(API.deliveries.assignmentImport, form, ops);
    expect(res.json()).toMatchObject({ created: 1, refused: [] });
    expect((await stored('IMP-X'))[0]!.requester_name).toBe('Priya Raman');
  });

  it('refuses a file without the required columns, a file that is no sheet, and a catalogue miss', async () => {
    const noColumn = await api.post(
      API.deliveries.assignmentImport,
      csvForm('assignment_id,name\nA-1,x'),
      ops,
    );
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().message).toContain('requester_name');
    const binary = new FormData();
    binary.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2])]), 'file.pdf');
    const notSheet = await api.post(API.deliveries.assignmentImport, binary, ops);
    expect(notSheet.statusCode).toBe(400);
    expect(notSheet.json().message).toBe(INTAKE_MESSAGES.unreadable);
    const named = await api.post(
      API.deliveries.assignmentImport,
      csvForm([HEADER, line('IMP-W')].join('\n'), 'brief.docx'),
      ops,
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe(INTAKE_MESSAGES.unreadable);
    const miss = await api.post(
      API.deliveries.assignmentImport,
      csvForm([HEADER, line('IMP-M', { sub: 'Juggling' })].join('\n')),
      ops,
    );
    expect(miss.json().refused[0].reasons).toEqual([
      INTAKE_MESSAGES.subServiceUnknown('Translation Services', 'Juggling'),
    ]);
  });

  it("refuses another client's entity, and moving a delivered assignment to another client", async () => {
    const other = await buildClient(api, ops);
    const otherCodes = { client: other.client.client_code, entity: other.entity.entity_code };
    const { assignmentId, delivery } = await buildDelivery(t.app, {
      clientId: owner.clientId,
      entityId: owner.entityId,
    });
    const deliveryId = delivery.id;
    const csv = [HEADER, line('IMP-E', { entity: otherCodes.entity }), line(assignmentId, otherCodes)].join(
      '\n',
    );
    const res = await api.post(API.deliveries.assignmentImport, csvForm(csv), ops);
    expect(res.json().refused).toEqual([
      {
        row: 2,
        assignment_id: 'IMP-E',
        reasons: [INTAKE_MESSAGES.entityUnknown(otherCodes.entity, owner.client)],
      },
      { row: 3, assignment_id: assignmentId, reasons: [INTAKE_MESSAGES.deliveredElsewhere(assignmentId)] },
    ]);
    // Its own client may still update it (its services show on the delivery's card).
    const same = await api.post(
      API.deliveries.assignmentImport,
      csvForm([HEADER, line(assignmentId, { count: '4321', name: 'Zanzibar Leaflet' })].join('\n')),
      ops,
    );
    expect(same.json()).toMatchObject({ updated: 1, refused: [] });
    expect((await stored(assignmentId))[0]!.client_id).toBe(owner.clientId);
    // ...and the delivery's search finds it by its new name.
    const found = (await api.get(`${API.assignments.list}?search=zanzibar%20leaf`, ops)).json();
    expect(found.data.months.flatMap((m: { info: { id: number }[] }) => m.info.map((i) => i.id))).toEqual([
      deliveryId,
    ]);
  });

  it('refuses a file over 5 MB', async () => {
    const big = `${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}`;
    const res = await api.post(API.deliveries.assignmentImport, csvForm(big), ops);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INTAKE_MESSAGES.fileTooLarge);
  });

  it('is for OU, OA and TL', async () => {
    const sales = (await buildSignedInUser(t.app, { userType: 'SL' })).token;
    expect((await api.post(API.deliveries.assignmentImport, csvForm(HEADER), sales)).statusCode).toBe(403);
    expect((await api.post(API.deliveries.assignmentImport, csvForm(HEADER))).statusCode).toBe(401);
  });
});

describe('integration keys and the workflow API', () => {
  const assignment = (id: string) => ({
    assignment_id: id,
    name: `Deck ${id}`,
    requester_name: 'Jonas Weber',
    requester_email: 'jonas@example.com',
    client_code: owner.client,
    entity_code: owner.entity,
    services: [
      {
        service: 'Presentation Design',
        sub_services: [{ sub_service: 'Basic Design', unit_type: 'Pages', unit_count: 12 }],
      },
    ],
  });
  const send = (key: string | undefined, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: API.deliveries.intake,
      headers: key ? { 'x-integration-key': key } : {},
      payload: body as object,
    });

  it('lets an OA make a key shown once, which the workflow tool uses until it is revoked', async () => {
    const made = await api.post(API.deliveries.integrationKeys, { name: 'Workflow tool' }, ops);
    expect(made.statusCode).toBe(200);
    const { key, data } = made.json();
    expect(key).toMatch(/^ik_[a-z0-9]{8}_[\w-]{43}$/);
    expect(data).toMatchObject({ name: 'Workflow tool', prefix: key.slice(0, 11), revoked_at: null });
    const listed = (await api.get(API.deliveries.integrationKeys, ops)).json().data;
    expect(JSON.stringify(listed)).not.toContain(key.slice(12));

    const res = await send(key, { assignments: [assignment('API-1'), { assignment_id: 'API-2' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, refused: [{ row: 2, assignment_id: 'API-2' }] });
    const bearer = await t.app.inject({
      method: 'POST',
      url: API.deliveries.intake,
      headers: { authorization: `Bearer ${key}` },
      payload: { assignments: [assignment('API-1')] },
    });
    expect(bearer.json()).toMatchObject({ unchanged: 1 });

    expect((await api.delete(API.deliveries.integrationKeyById(data.id), ops)).statusCode).toBe(200);
    const revoked = await send(key, { assignments: [assignment('API-3')] });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe(INTAKE_MESSAGES.keyInvalid);
    expect((await api.delete(API.deliveries.integrationKeyById(99999), ops)).statusCode).toBe(404);
  });

  it('refuses calls without a key, and keys to anyone but an OA', async () => {
    expect((await send(undefined, { assignments: [assignment('API-4')] })).json()).toEqual({
      success: false,
      message: INTAKE_MESSAGES.keyMissing,
    });
    expect((await send('ik_nothing', { assignments: [] })).statusCode).toBe(401);
    const operator = (await buildSignedInUser(t.app, { userType: 'OU' })).token;
    expect((await api.post(API.deliveries.integrationKeys, { name: 'x' }, operator)).statusCode).toBe(403);
    expect((await api.get(API.deliveries.integrationKeys, operator)).statusCode).toBe(403);
  });

  it('slows down an address that keeps sending wrong keys, not one sending a right key', async () => {
    const { key } = (await api.post(API.deliveries.integrationKeys, { name: 'Busy' }, ops)).json();
    const from = (ip: string, k: string) =>
      t.app.inject({
        method: 'POST',
        url: API.deliveries.intake,
        remoteAddress: ip,
        headers: { 'x-integration-key': k },
        payload: { assignments: [assignment('API-T')] },
      });
    for (let i = 0; i < 25; i++) expect((await from('10.9.9.1', key)).statusCode).toBe(200);
    const wrong = `ik_00000000_${'A'.repeat(43)}`;
    for (let i = 0; i < 20; i++) expect((await from('10.9.9.2', wrong)).statusCode).toBe(401);
    const blocked = await from('10.9.9.2', wrong);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('settles the same upsert sent twice at once', async () => {
    const { key } = (await api.post(API.deliveries.integrationKeys, { name: 'Race' }, ops)).json();
    const [a, b] = await Promise.all([
      send(key, { assignments: [assignment('API-RACE')] }),
      send(key, { assignments: [assignment('API-RACE')] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().created + b.json().created).toBe(1);
    expect(await stored('API-RACE')).toHaveLength(1);
  });
});
