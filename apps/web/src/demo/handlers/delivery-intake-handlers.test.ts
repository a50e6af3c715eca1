import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { demo, multipart } from '../test-kit/delivery-calls';

const paths = API.deliveries;

describe('demo assignment intake', () => {
  it('imports assignments from CSV and takes the workflow tool’s upserts by integration key only', async () => {
    const { state, call } = demo();
    const csv = [
      'assignment_id,name,requester_name,requester_email,client_code,entity_code,service,sub_service,unit_type,unit_count,batch_id',
      'WS-70001,New Brochure,Kavya Iyer,kavya@acme.example.com,ACME,ACME-UK,Translation Services,Proofreading,Words,900,',
      'WS-70002,Bad Row,Kavya Iyer,kavya@acme.example.com,NOPE,NOPE-1,Translation Services,Proofreading,Words,0,',
    ].join('\n');
    const form = multipart([], [{ field: 'file', name: 'a.csv', content: csv }]);
    const report = await call(paths.assignmentImport, { method: 'POST', as: 'TL', ...form });
    expect(report.body).toMatchObject({
      created: 1,
      updated: 0,
      message: '1 created, 0 updated, 1 refused.',
    });
    expect(report.body.refused[0]).toMatchObject({ row: 3, assignment_id: 'WS-70002' });
    expect(state.creation.assignments.some((a) => a.id === 'WS-70001')).toBe(true);
    expect((await call(paths.assignmentImport, { method: 'POST', as: 'SL', ...form })).status).toBe(403);

    const row = {
      assignment_id: 'WS-70001',
      name: 'Renamed',
      requester_name: 'Kavya Iyer',
      requester_email: 'kavya@acme.example.com',
      client_code: 'acme',
      entity_code: 'acme-uk',
      services: [
        {
          service: 'translation services',
          sub_services: [{ sub_service: 'proofreading', unit_type: 'Words', unit_count: 900 }],
        },
      ],
    };
    expect((await call(paths.intake, { method: 'POST', json: { assignments: [row] } })).status).toBe(401);
    expect((await call(paths.integrationKeys, { as: 'TL' })).status).toBe(403);
    const made = await call(paths.integrationKeys, { method: 'POST', as: 'OA', json: { name: 'CI' } });
    const key = made.body.key as string;
    // The server's form: 8 hex digits of prefix, then 256 random bits in base64url.
    expect(key).toMatch(/^ik_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    const upsert = () =>
      call(paths.intake, {
        method: 'POST',
        headers: { 'x-integration-key': key },
        json: { assignments: [row] },
      });
    expect((await upsert()).body).toMatchObject({ created: 0, updated: 1 });
    expect((await upsert()).body).toMatchObject({ unchanged: 1 });
    expect(
      (await call(paths.integrationKeyById(made.body.data.id), { method: 'DELETE', as: 'OA' })).status,
    ).toBe(200);
    expect(await upsert()).toMatchObject({
      status: 401,
      body: { message: 'This integration key is not valid or has been revoked.' },
    });
    const keys = await call(paths.integrationKeys, { as: 'OA' });
    expect(keys.body.data.map((k: { name: string }) => k.name)).toEqual(['CI', 'Workflow tool']);
  });
});
